import { ConversationCalendar } from '../features/calendar/components/conversation-calendar';
import { useDocumentTitle } from '../lib/use-document-title';

export function CalendarPage() {
  useDocumentTitle('Kalender');
  return <ConversationCalendar />;
}
