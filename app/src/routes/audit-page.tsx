import { AuditTrail } from '../features/audit/components/audit-trail';
import { DeletionLogCard } from '../features/audit/components/deletion-log-card';
import { useTeam } from '../features/team/api/team';
import { can } from '../lib/session/can';
import { useCurrentUser } from '../lib/session/session-context';
import { useDocumentTitle } from '../lib/use-document-title';
import { workspaceApi } from '../../../contracts/workspace';

export function AuditPage() {
  useDocumentTitle('Audit trail');
  const user = useCurrentUser();
  // An auditor cannot read the team; the trail then offers the members it has shown.
  const { data: team } = useTeam(can(user, workspaceApi.team));
  return (
    <div className="stack">
      <AuditTrail members={team?.leden.map((member) => ({ id: member.id, naam: member.naam }))} />
      <DeletionLogCard />
    </div>
  );
}
