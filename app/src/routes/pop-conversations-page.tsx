import { ConversationsList } from '../features/conversations/list/conversations-list';
import { useDocumentTitle } from '../lib/use-document-title';
import { AiSlotsProvider } from './ai-slots-provider';

export function PopConversationsPage() {
  useDocumentTitle('POP Gesprekken');
  return (
    <AiSlotsProvider>
      <ConversationsList />
    </AiSlotsProvider>
  );
}
