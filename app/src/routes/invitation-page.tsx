import { useNavigate, useParams } from 'react-router-dom';
import { AuthCard } from '../features/auth/components/auth-card';
import { InvitationPanel } from '../features/team/components/invitation-panel';
import { useSession } from '../lib/session/session-context';
import { useDocumentTitle } from '../lib/use-document-title';

/** `/uitnodiging/:token`: the link of an invitation mail, for visitors and signed-in users alike. */
export function InvitationPage() {
  useDocumentTitle('Uitnodiging');
  const { token = '' } = useParams();
  const { user, status, signIn, enterWorkspace } = useSession();
  const navigate = useNavigate();
  return (
    <AuthCard title="Uitnodiging" subtitle="Werk samen in POP Planner.">
      <InvitationPanel
        token={token}
        user={status === 'authenticated' ? user : null}
        onJoined={(session) => {
          if (status === 'authenticated') enterWorkspace(session.token, session.user);
          else signIn(session.token, session.user);
          navigate('/dashboard', { replace: true });
        }}
      />
    </AuthCard>
  );
}
