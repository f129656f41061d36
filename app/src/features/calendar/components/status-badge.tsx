import type { ConversationSummary } from '../../conversations/api/types';
import { ConversationStatusBadge } from '../../conversations/parts/status-badge';

/** The status badge of a conversation in the calendar's dialogs; archived ones read 'Archief'. */
export function StatusBadge({ conversation }: { conversation: ConversationSummary }) {
  return <ConversationStatusBadge status={conversation.status} archived={Boolean(conversation.archiveer_datum)} archivedOnly />;
}
