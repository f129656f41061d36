import { useState } from 'react';
import { ConversationCalendar } from '../features/calendar/components/conversation-calendar';
import { useCalendarMonth } from '../features/calendar/lib/use-calendar-month';
import { useConversationsInRange } from '../features/conversations/api/conversations';
import { ScheduleConversationModal } from '../features/conversations/schedule/schedule-conversation-modal';
import type { ScheduleInitial } from '../features/conversations/schedule/schedule-form';
import { useDocumentTitle } from '../lib/use-document-title';

/** The calendar shows what the conversations feature loads, and plans through its modal. */
export function CalendarPage() {
  useDocumentTitle('Kalender');
  const { month, range, showMonth } = useCalendarMonth();
  const { data, error, isLoading, mutate } = useConversationsInRange(range.from, range.to);
  const [planning, setPlanning] = useState<ScheduleInitial | null>(null);
  return (
    <>
      <ConversationCalendar
        month={month}
        onMonth={showMonth}
        conversations={data}
        loading={isLoading}
        failed={Boolean(error)}
        onRetry={() => void mutate()}
        onPlan={setPlanning}
      />
      <ScheduleConversationModal open={planning !== null} onClose={() => setPlanning(null)} initial={planning ?? undefined} />
    </>
  );
}
