import { useMemo, useState, type MouseEvent } from 'react';
import { Calendar } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { ConversationSummary } from '../../../../../contracts/conversations';
import { dayAtTen } from '../../../../../contracts/dutch-time';
import { Alert } from '../../../ui/alert';
import { PageHeader } from '../../../ui/page-header';
import { calendarItems, itemTitle, toneOf, type CalendarItem, type MoreItem } from '../lib/calendar-items';
import { dutchNow, gridDay } from '../lib/dutch-time';
import { CULTURE, formats, localizer } from '../lib/localizer';
import { CalendarEvent } from './calendar-event';
import { CalendarLegend } from './calendar-legend';
import { CalendarToolbar } from './calendar-toolbar';
import { DayConversationsModal } from './day-conversations-modal';
import { OpenConversationModal } from './open-conversation-modal';
import { Button } from '../../../ui/button';
import './calendar.css';

const components = { event: CalendarEvent };

const eventClass = (item: CalendarItem) => ({
  className: item.kind === 'more' ? 'calendar-item calendar-item--more' : `calendar-item calendar-tone--${toneOf(item.conversation)}`,
});

const tooltipOf = (item: CalendarItem) =>
  item.kind === 'more' ? '' : `${item.time} ${item.conversation.medewerker_naam} (${item.conversation.bedrijf_naam})`;

interface ConversationCalendarProps {
  month: Date;
  /** null goes back to the current month. */
  onMonth: (month: Date | null) => void;
  /** The conversations of the weeks on screen, archived ones included; undefined while they load. */
  conversations: ConversationSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** 'Nieuw gesprek', or a double-click on a day (then at 10:00 that day). */
  onPlan: (initial: { scheduledAt?: string }) => void;
}

/** SPEC 'Calendar (/calendar)': the month grid of all POP conversations, archived ones included. */
export function ConversationCalendar({ month, onMonth, conversations, loading, failed, onRetry, onPlan }: ConversationCalendarProps) {
  const items = useMemo(() => calendarItems(conversations ?? []), [conversations]);
  const [opening, setOpening] = useState<ConversationSummary | null>(null);
  const [dayList, setDayList] = useState<MoreItem | null>(null);

  function selectItem(item: CalendarItem) {
    if (item.kind === 'more') setDayList(item);
    else setOpening(item.conversation);
  }

  /**
   * A double-click on the empty part of a day plans there at 10:00. This listens to the browser's own
   * dblclick, which the operating system's click timing decides: the grid's slot selection times the two
   * clicks in JavaScript (250 ms between handlers), so a busy page dropped double-clicks.
   */
  function planOnDoubleClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as Element;
    if (target.closest('.rbc-event, .rbc-show-more, button, a')) return;
    const row = target.closest('.rbc-month-row');
    if (!row) return;
    const week = [...event.currentTarget.querySelectorAll('.rbc-month-row')].indexOf(row);
    const column = [...row.querySelectorAll('.rbc-row-bg > .rbc-day-bg')].findIndex((cell) => {
      const { left, right } = cell.getBoundingClientRect();
      return event.clientX >= left && event.clientX < right;
    });
    if (week < 0 || column < 0) return;
    const day = gridDay(month, week, column);
    onPlan({ scheduledAt: dayAtTen(day.getFullYear(), day.getMonth(), day.getDate()) });
  }

  return (
    <>
      <PageHeader
        title="Kalender"
        subtitle="Al je POP gesprekken per maand. Dubbelklik op een dag om daar een gesprek te plannen."
        actions={
          <Button variant="primary" onClick={() => onPlan({})}>
            Nieuw gesprek
          </Button>
        }
      />

      <section className="card calendar" aria-label="Kalender">
        <CalendarToolbar month={month} loading={loading} onMonth={onMonth} onToday={() => onMonth(null)} />
        {failed ? (
          <div className="calendar__error">
            <Alert tone="error">
              Kon de gesprekken niet laden.{' '}
              <button type="button" className="link-button" onClick={onRetry}>
                Opnieuw proberen
              </button>
            </Alert>
          </div>
        ) : null}
        <div className="calendar__area" onDoubleClick={planOnDoubleClick}>
          <Calendar<CalendarItem>
            className="calendar__grid"
            localizer={localizer}
            culture={CULTURE}
            formats={formats}
            events={items}
            date={month}
            onNavigate={onMonth}
            views={['month']}
            defaultView="month"
            toolbar={false}
            drilldownView={null}
            getNow={dutchNow}
            // The three-per-day cap is in calendarItems; the grid must not collapse rows on its own.
            showAllEvents
            titleAccessor={itemTitle}
            tooltipAccessor={tooltipOf}
            eventPropGetter={eventClass}
            components={components}
            onSelectEvent={selectItem}
          />
        </div>
        <CalendarLegend />
      </section>

      <OpenConversationModal conversation={opening} onClose={() => setOpening(null)} />
      <DayConversationsModal
        day={dayList}
        onClose={() => setDayList(null)}
        onPick={(conversation) => {
          setDayList(null);
          setOpening(conversation);
        }}
      />
    </>
  );
}
