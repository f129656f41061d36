import { DashboardGreeting } from '../features/dashboard/components/dashboard-greeting';
import { GettingStarted } from '../features/dashboard/components/getting-started';
import { VerificationWarning } from '../features/verification/components/verification-warning';
import { useCurrentUser } from '../lib/session/session-context';
import { useDocumentTitle } from '../lib/use-document-title';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useCurrentUser();
  return (
    <>
      <DashboardGreeting naam={user.naam} />
      <div className="stack">
        {user.verified ? null : <VerificationWarning />}
        <GettingStarted verified={user.verified} twoFactorEnabled={user.two_factor_enabled} />
      </div>
    </>
  );
}
