import type { WorkspaceMembership } from '../../../../../contracts/account';
import { roleLabels } from '../../../../../contracts/roles';
import { LeaveWorkspaceButton } from './leave-workspace-button';

/**
 * Profiel → Team for a member who may not see the team (auditor, analist): the workspace, their role,
 * and a way out of it.
 */
export function MembershipCard({ workspace, onLeft }: { workspace: WorkspaceMembership; onLeft: () => void }) {
  return (
    <section className="card stack stack--4" aria-labelledby="membership-title">
      <h2 id="membership-title" className="card__title">
        {workspace.naam}
      </h2>
      <p className="card__subtitle">Je rol in deze werkruimte: {roleLabels[workspace.rol]}.</p>
      <LeaveWorkspaceButton workspaceName={workspace.naam} onLeft={onLeft} />
    </section>
  );
}
