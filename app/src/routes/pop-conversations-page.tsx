import { ConversationsList } from '../features/conversations/list/conversations-list';
import { useDocumentTitle } from '../lib/use-document-title';

export function PopConversationsPage() {
  useDocumentTitle('POP Gesprekken');
  return <ConversationsList />;
}
