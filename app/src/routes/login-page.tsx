import { useNavigate } from 'react-router-dom';
import { LoginPanel } from '../features/auth/components/login-panel';
import { useSession } from '../lib/session/session-context';
import { useDocumentTitle } from '../lib/use-document-title';

export function LoginPage() {
  useDocumentTitle('Inloggen');
  const { signIn } = useSession();
  const navigate = useNavigate();
  return (
    <LoginPanel
      onAuthenticated={(token, user) => {
        signIn(token, user);
        navigate('/dashboard', { replace: true });
      }}
    />
  );
}
