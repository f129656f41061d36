import { STATUS_LABELS, type ConversationStatus } from '../../../contracts/conversations';

const TONE: Record<ConversationStatus, string> = { gepland: 'badge--info', open: 'badge--warning', afgerond: 'badge--success' };

interface ConversationStatusBadgeProps {
  status: ConversationStatus;
  archived?: boolean;
  /** An archived conversation shows only 'Archief' (the list and the calendar), not its status too. */
  archivedOnly?: boolean;
}

/**
 * The status word of a conversation as a coloured badge: gepland blue, open orange, afgerond green.
 * With `archived`, the grey 'Archief' badge follows it (SPEC 4: an archived conversation shows 'Archief').
 */
export function ConversationStatusBadge({ status, archived = false, archivedOnly = false }: ConversationStatusBadgeProps) {
  const archive = archived ? <span className="badge badge--neutral">Archief</span> : null;
  if (archived && archivedOnly) return archive;
  return (
    <>
      <span className={`badge ${TONE[status]}`}>{STATUS_LABELS[status]}</span>
      {archive}
    </>
  );
}

/** Actief in green or Inactief in grey: companies, employees, library entries. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <span className={`badge ${active ? 'badge--success' : 'badge--neutral'}`}>{active ? 'Actief' : 'Inactief'}</span>;
}
