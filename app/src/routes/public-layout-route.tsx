import { Outlet, useLocation } from 'react-router-dom';
import { PublicShell } from '../features/layout/components/public-shell';
import { useSession } from '../lib/session/session-context';

export function PublicLayoutRoute() {
  const { user } = useSession();
  const { pathname } = useLocation();
  return (
    <PublicShell userName={user?.naam} showLoginButton={pathname !== '/login'}>
      <Outlet />
    </PublicShell>
  );
}
