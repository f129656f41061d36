import { STATUS_LABELS, type ConversationStatus } from '../api/types';

const TONE: Record<ConversationStatus, string> = { gepland: 'badge--info', open: 'badge--warning', afgerond: 'badge--success' };

/**
 * The status word of a conversation as a coloured badge: gepland blue, open orange, afgerond green.
 * With `archived`, the grey 'Archief' badge follows it (SPEC 4: an archived conversation shows 'Archief').
 */
export function ConversationStatusBadge({ status, archived = false, archivedOnly = false }: { status: ConversationStatus; archived?: boolean; archivedOnly?: boolean }) {
  const archive = archived ? <span className="badge badge--neutral">Archief</span> : null;
  if (archived && archivedOnly) return archive;
  return (
    <>
      <span className={`badge ${TONE[status]}`}>{STATUS_LABELS[status]}</span>
      {archive}
    </>
  );
}
