import { Outlet } from 'react-router-dom';
import { AppShell } from '../features/layout/components/app-shell';
import { useCurrentUser, useSession } from '../lib/session/session-context';
import { bottomMenu, mainMenu } from './menu';

export function AppLayoutRoute() {
  const user = useCurrentUser();
  const { requestLogout } = useSession();
  return (
    <AppShell userName={user.naam} menu={mainMenu(user)} bottomLinks={bottomMenu(user)} onLogout={requestLogout}>
      <Outlet />
    </AppShell>
  );
}
