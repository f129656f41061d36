import { startOfMonth } from 'date-fns';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Calendar, type SlotInfo } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useConversationsInRange } from '../../conversations/api/conversations';
import type { ConversationSummary } from '../../conversations/api/types';
import { PlanConversationModal } from '../../conversations/plan/plan-conversation-modal';
import { dayAtTen } from '../../../../../contracts/dutch-time';
import { Alert } from '../../../ui/alert';
import { calendarItems, itemTitle, toneOf, type CalendarItem, type MoreItem } from '../lib/calendar-items';
import { dutchNow, visibleRange } from '../lib/dutch-time';
import { MONTH_PARAM, monthParam, parseMonthParam } from '../lib/month-param';
import { CULTURE, formats, localizer } from '../lib/localizer';
import { CalendarEvent } from './calendar-event';
import { CalendarLegend } from './calendar-legend';
import { CalendarToolbar } from './calendar-toolbar';
import { DayConversationsModal } from './day-conversations-modal';
import { OpenConversationModal } from './open-conversation-modal';
import './calendar.css';

const components = { event: CalendarEvent };

const eventClass = (item: CalendarItem) => ({
  className: item.kind === 'more' ? 'calendar-item calendar-item--more' : `calendar-item calendar-tone--${toneOf(item.conversation)}`,
});

const tooltipOf = (item: CalendarItem) =>
  item.kind === 'more' ? '' : `${item.time} ${item.conversation.medewerker_naam} (${item.conversation.bedrijf_naam})`;

/** SPEC 'Calendar (/calendar)': the month grid of all POP conversations, archived ones included. */
export function ConversationCalendar() {
  const [params, setParams] = useSearchParams();
  const month = useMemo(() => parseMonthParam(params.get(MONTH_PARAM)) ?? startOfMonth(dutchNow()), [params]);
  const showMonth = (next: Date | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(MONTH_PARAM, monthParam(next));
        else updated.delete(MONTH_PARAM);
        return updated;
      },
      { replace: true },
    );
  const range = useMemo(() => visibleRange(month), [month]);
  const { data, error, isLoading, mutate } = useConversationsInRange(range.from, range.to);
  const items = useMemo(() => calendarItems(data ?? []), [data]);
  const [planning, setPlanning] = useState<{ datum_tijd?: string } | null>(null);
  const [opening, setOpening] = useState<ConversationSummary | null>(null);
  const [dayList, setDayList] = useState<MoreItem | null>(null);

  function selectItem(item: CalendarItem) {
    if (item.kind === 'more') setDayList(item);
    else setOpening(item.conversation);
  }

  function selectSlot(slot: SlotInfo) {
    if (slot.action !== 'doubleClick') return;
    const day = slot.start;
    setPlanning({ datum_tijd: dayAtTen(day.getFullYear(), day.getMonth(), day.getDate()) });
  }

  return (
    <>
      <header className="page-header calendar-header">
        <div>
          <h1>Kalender</h1>
          <p>Al je POP gesprekken per maand. Dubbelklik op een dag om daar een gesprek te plannen.</p>
        </div>
        <button type="button" className="button button--primary" onClick={() => setPlanning({})}>
          Nieuw gesprek
        </button>
      </header>

      <section className="card calendar" aria-label="Kalender">
        <CalendarToolbar
          month={month}
          loading={isLoading}
          onMonth={showMonth}
          onToday={() => showMonth(null)}
        />
        {error ? (
          <div className="calendar__error">
            <Alert tone="error">
              Kon de gesprekken niet laden.{' '}
              <button type="button" className="link-button" onClick={() => void mutate()}>
                Opnieuw proberen
              </button>
            </Alert>
          </div>
        ) : null}
        <Calendar<CalendarItem>
          className="calendar__grid"
          localizer={localizer}
          culture={CULTURE}
          formats={formats}
          events={items}
          date={month}
          onNavigate={showMonth}
          views={['month']}
          defaultView="month"
          toolbar={false}
          drilldownView={null}
          getNow={dutchNow}
          // The three-per-day cap is in calendarItems; the grid must not collapse rows on its own.
          showAllEvents
          selectable
          titleAccessor={itemTitle}
          tooltipAccessor={tooltipOf}
          eventPropGetter={eventClass}
          components={components}
          onSelectEvent={selectItem}
          onSelectSlot={selectSlot}
        />
        <CalendarLegend />
      </section>

      <PlanConversationModal open={planning !== null} onClose={() => setPlanning(null)} initial={planning ?? undefined} />
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
