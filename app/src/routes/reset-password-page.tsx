import { useNavigate, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../lib/use-document-title';

export function ResetPasswordPage() {
  useDocumentTitle('Wachtwoord herstellen');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return <ResetPasswordForm token={params.get('token')} onDone={() => navigate('/login', { replace: true })} />;
}
