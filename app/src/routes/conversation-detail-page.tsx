import { useParams } from 'react-router-dom';
import { ConversationDetail } from '../features/conversations/detail/conversation-detail';
import { AiSlotsProvider } from './ai-slots-provider';

export function ConversationDetailPage() {
  const { id } = useParams();
  const parsed = id && /^\d+$/.test(id) ? Number(id) : null;
  // Keyed by id: moving to a linked conversation starts with a fresh draft.
  return (
    <AiSlotsProvider>
      <ConversationDetail key={parsed ?? 'none'} id={parsed} />
    </AiSlotsProvider>
  );
}
