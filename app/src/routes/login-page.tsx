import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginPanel } from '../features/auth/components/login-panel';
import { useSession } from '../lib/session/session-context';
import { useDocumentTitle } from '../lib/use-document-title';

export function LoginPage() {
  useDocumentTitle('Inloggen');
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only back to an invitation link: any other address in `next` would make the login page an open redirect.
  const next = params.get('next') ?? '';
  const target = /^\/uitnodiging\/[A-Za-z0-9_-]+$/.test(next) ? next : '/dashboard';
  return (
    <LoginPanel
      onAuthenticated={(token, user) => {
        signIn(token, user);
        navigate(target, { replace: true });
      }}
    />
  );
}
