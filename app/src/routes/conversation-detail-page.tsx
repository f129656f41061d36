import { useParams } from 'react-router-dom';
import { ConversationDetail } from '../features/conversations/detail/conversation-detail';

export function ConversationDetailPage() {
  const { id } = useParams();
  const parsed = id && /^\d+$/.test(id) ? Number(id) : null;
  // Keyed by id: moving to a linked conversation starts with a fresh draft.
  return <ConversationDetail key={parsed ?? 'none'} id={parsed} />;
}
