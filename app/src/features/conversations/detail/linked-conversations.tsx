import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import { Alert } from '../../../ui/alert';
import type { Conversation } from '../api/types';
import { useLinkedConversations } from './use-linked-conversations';
import { ConversationStatusBadge } from '../parts/status-badge';

/** The employee's other conversations, newest first, each linking to its own detail page. */
export function LinkedConversations({ conversation }: { conversation: Conversation }) {
  const { data, error, isLoading } = useLinkedConversations(conversation.medewerker_id);
  const others = (data ?? [])
    .filter((item) => item.id !== conversation.id)
    .sort((a, b) => Date.parse(b.datum_tijd) - Date.parse(a.datum_tijd));

  if (isLoading) return <p className="muted">Laden...</p>;
  if (error) return <Alert tone="error">De gekoppelde gesprekken konden niet worden geladen.</Alert>;
  if (others.length === 0) return <p className="detail-empty">Geen andere gesprekken met {conversation.medewerker_naam}.</p>;
  return (
    <ul className="linked-list">
      {others.map((item) => (
        <li key={item.id}>
          <Link to={`/pop-conversations/${item.id}`} className="linked-list__item">
            <span className="linked-list__main">
              <strong>{formatDateTime(item.datum_tijd)}</strong>
              <span className="muted small">
                {item.aantal_doelen} {item.aantal_doelen === 1 ? 'doel' : 'doelen'}
              </span>
            </span>
            <span className="linked-list__badges">
              {item.archiveer_datum ? <span className="badge badge--neutral">Archief</span> : null}
              <ConversationStatusBadge status={item.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
