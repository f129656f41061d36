import { formatDateTime } from '../../../../../contracts/dutch-time';
import { Alert } from '../../../ui/alert';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { RowLink, RowList } from '../../../ui/row-list';
import type { Conversation } from '../../../../../contracts/conversations';
import { useEmployeeConversations } from '../api/conversations';
import { ConversationStatusBadge } from '../../../ui/status-badge';

/** The employee's other conversations, newest first, each linking to its own detail page. */
export function LinkedConversations({ conversation }: { conversation: Conversation }) {
  const { data, error, isLoading } = useEmployeeConversations(conversation.medewerker_id);
  const others = (data ?? [])
    .filter((item) => item.id !== conversation.id)
    .sort((a, b) => Date.parse(b.datum_tijd) - Date.parse(a.datum_tijd));

  if (isLoading) return <Loading variant="inline" />;
  if (error) return <Alert tone="error">De gekoppelde gesprekken konden niet worden geladen.</Alert>;
  if (others.length === 0) {
    return (
      <EmptyState look="filled" compact>
        Geen andere gesprekken met {conversation.medewerker_naam}.
      </EmptyState>
    );
  }
  return (
    <RowList>
      {others.map((item) => (
        <RowLink key={item.id} to={`/pop-conversations/${item.id}`}>
          <span className="linked-list__main">
            <strong>{formatDateTime(item.datum_tijd)}</strong>
            <span className="muted small">
              {item.aantal_doelen} {item.aantal_doelen === 1 ? 'doel' : 'doelen'}
            </span>
          </span>
          <span className="linked-list__badges cluster cluster--wrap cluster--1">
            <ConversationStatusBadge status={item.status} archived={Boolean(item.archiveer_datum)} />
          </span>
        </RowLink>
      ))}
    </RowList>
  );
}
