import { formatDayMonthYear } from '../../../../../contracts/dutch-time';
import { roleLabels } from '../../../../../contracts/roles';
import type { TeamInvitation } from '../../../../../contracts/workspace';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { actionsColumn } from './row-actions';

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
  if (manage)
    columns.push(
      actionsColumn(busy, [
        { label: 'Opnieuw versturen', variant: 'secondary', onClick: onResend },
        { label: 'Intrekken', variant: 'ghost-danger', onClick: onWithdraw },
      ]),
    );
  return <DataTable columns={columns} rows={invitations} rowKey={(invitation) => invitation.id} stacked className="team-table" />;
}
