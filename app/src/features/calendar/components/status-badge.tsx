import { STATUS_LABELS, type ConversationSummary } from '../../conversations/api/types';
import { toneOf } from '../lib/calendar-items';

/** The status word in the calendar's colour for it; archived conversations read 'Archief'. */
export function StatusBadge({ conversation }: { conversation: ConversationSummary }) {
  const tone = toneOf(conversation);
  return <span className={`calendar-badge calendar-tone--${tone}`}>{tone === 'archief' ? 'Archief' : STATUS_LABELS[conversation.status]}</span>;
}
