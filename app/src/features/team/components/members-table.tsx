import { formatDayMonthYear } from '../../../../../contracts/dutch-time';
import { roleLabels, type WorkspaceRole } from '../../../../../contracts/roles';
import type { TeamMember } from '../../../../../contracts/workspace';
import { relativeTime } from '../../../lib/relative-time';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { Select } from '../../../ui/select';
import { invitedRoleOptions } from './invite-form';
import { actionsColumn } from './row-actions';

interface MembersTableProps {
  members: TeamMember[];
  /** The signed-in person: no controls on their own row (leaving is its own button). */
  selfId: number;
  /** Only the owner changes roles, removes members and hands over ownership. */
  manage: boolean;
  busy: boolean;
  onRole: (member: TeamMember, rol: WorkspaceRole) => void;
  onRemove: (member: TeamMember) => void;
  onTransfer: (member: TeamMember) => void;
}

export function MembersTable({ members, selfId, manage, busy, onRole, onRemove, onTransfer }: MembersTableProps) {
  const controlled = (member: TeamMember) => manage && member.id !== selfId && member.rol !== 'owner';
  const columns: DataColumn<TeamMember>[] = [
    // A name wraps between its words, an e-mail address before its @ (not inside a word, as free text may).
    { key: 'naam', header: 'Naam', cell: (member) => (member.id === selfId ? `${member.naam} (jij)` : member.naam) },
    { key: 'email', header: 'E-mailadres', cell: (member) => <EmailAddress value={member.email} />, stackLabel: 'E-mailadres' },
    {
      key: 'rol',
      header: 'Rol',
      stackLabel: 'Rol',
      cell: (member) =>
        controlled(member) ? (
          <Select
            label={`Rol van ${member.naam}`}
            layout="inline"
            labelHidden
            value={member.rol}
            disabled={busy}
            options={invitedRoleOptions}
            onChange={(value) => onRole(member, value as WorkspaceRole)}
          />
        ) : (
          roleLabels[member.rol]
        ),
    },
    {
      key: 'sinds',
      header: 'Lid sinds',
      stackLabel: 'Lid sinds',
      width: 'shrink',
      cell: (member) => formatDayMonthYear(member.lid_sinds) ?? '—',
    },
    {
      key: 'activiteit',
      header: 'Laatste activiteit',
      stackLabel: 'Laatste activiteit',
      cell: (member) => (member.laatste_activiteit ? relativeTime(member.laatste_activiteit) : 'Nog geen'),
    },
  ];
  if (manage)
    columns.push(
      actionsColumn(
        busy,
        [
          { label: 'Eigendom overdragen', variant: 'secondary', onClick: onTransfer },
          { label: 'Verwijderen', variant: 'danger', onClick: onRemove },
        ],
        controlled,
      ),
    );
  return <DataTable columns={columns} rows={members} rowKey={(member) => member.id} stacked className="team-table team-members" />;
}

/** An e-mail address that may wrap before its @, and nowhere else. */
function EmailAddress({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  if (at <= 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  );
}
