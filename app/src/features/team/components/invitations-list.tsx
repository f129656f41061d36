import { formatDayMonthYear } from '../../../../../contracts/dutch-time';
import { roleLabels } from '../../../../../contracts/roles';
import type { TeamInvitation } from '../../../../../contracts/workspace';
import { Button } from '../../../ui/button';
import { DataTable, type DataColumn } from '../../../ui/data-table';

interface InvitationsListProps {
  invitations: TeamInvitation[];
  manage: boolean;
  busy: boolean;
  onResend: (invitation: TeamInvitation) => void;
  onWithdraw: (invitation: TeamInvitation) => void;
}

/** Invitations not yet accepted; an expired one stays until it is sent again or withdrawn. */
export function InvitationsList({ invitations, manage, busy, onResend, onWithdraw }: InvitationsListProps) {
  if (invitations.length === 0) return <p className="muted">Geen openstaande uitnodigingen.</p>;
  const columns: DataColumn<TeamInvitation>[] = [
    { key: 'email', header: 'E-mailadres', cell: (invitation) => invitation.email, text: true },
    { key: 'rol', header: 'Rol', stackLabel: 'Rol', cell: (invitation) => roleLabels[invitation.rol] },
    {
      key: 'verloopt',
      header: 'Geldig tot',
      stackLabel: 'Geldig tot',
      cell: (invitation) =>
        invitation.verlopen ? <span className="badge badge--warning">Verlopen</span> : (formatDayMonthYear(invitation.verloopt_op) ?? '—'),
    },
  ];
  if (manage) {
    columns.push({
      key: 'acties',
      header: 'Acties',
      headerHidden: true,
      align: 'end',
      cell: (invitation) => (
        <div className="cluster cluster--2">
          <Button variant="secondary" size="small" disabled={busy} onClick={() => onResend(invitation)}>
            Opnieuw versturen
          </Button>
          <Button variant="ghost-danger" size="small" disabled={busy} onClick={() => onWithdraw(invitation)}>
            Intrekken
          </Button>
        </div>
      ),
    });
  }
  return <DataTable columns={columns} rows={invitations} rowKey={(invitation) => invitation.id} stacked className="team-table" />;
}
