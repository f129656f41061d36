import { useSearchParams } from 'react-router-dom';
import { VerifyEmailStatus } from '../features/verification/components/verify-email-status';
import { useSession } from '../lib/session/session-context';
import { useDocumentTitle } from '../lib/use-document-title';

export function VerifyEmailPage() {
  useDocumentTitle('E-mail verifiëren');
  const [params] = useSearchParams();
  const { status, refreshUser } = useSession();
  const loggedIn = status === 'authenticated';
  return (
    <VerifyEmailStatus
      token={params.get('token')}
      loggedIn={loggedIn}
      onVerified={() => {
        if (loggedIn) void refreshUser();
      }}
    />
  );
}
