import { Outlet, useNavigate } from 'react-router-dom';
import { AppShell } from '../features/layout/components/app-shell';
import { WorkspaceSwitcher } from '../features/team/components/workspace-switcher';
import { useWorkspaceLook } from '../lib/branding/workspace-look';
import { useCurrentUser, useSession } from '../lib/session/session-context';
import { bottomMenu, mainMenu } from './menu';

export function AppLayoutRoute() {
  const user = useCurrentUser();
  const { requestLogout, enterWorkspace } = useSession();
  const navigate = useNavigate();
  const look = useWorkspaceLook();
  return (
    <AppShell
      look={look}
      userName={user.naam}
      menu={mainMenu(user)}
      bottomLinks={bottomMenu(user)}
      onLogout={requestLogout}
      headerExtra={
        <WorkspaceSwitcher
          user={user}
          onSwitched={(session) => {
            enterWorkspace(session.token, session.user);
            // The page in view may not be one the role in the other workspace can open.
            navigate('/dashboard');
          }}
        />
      }
    >
      <Outlet />
    </AppShell>
  );
}
