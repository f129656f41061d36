import type { EventProps } from 'react-big-calendar';
import { STATUS_LABELS } from '../../../../../contracts/conversations';
import { moreLabel, toneOf, type CalendarItem } from '../lib/calendar-items';

const toneLabel = (item: Extract<CalendarItem, { kind: 'conversation' }>) =>
  toneOf(item.conversation) === 'archief' ? 'Archief' : STATUS_LABELS[item.conversation.status];

/**
 * One entry in a day cell. A real button, so the grid can be used with the keyboard: its click bubbles
 * to the calendar's own event handler (onSelectEvent).
 */
export function CalendarEvent({ event: item }: EventProps<CalendarItem>) {
  if (item.kind === 'more') {
    return (
      <button type="button" className="calendar-more">
        {moreLabel(item.hidden)}
      </button>
    );
  }
  const { conversation } = item;
  return (
    <button
      type="button"
      className="calendar-event"
      aria-label={`${item.time} ${conversation.medewerker_naam}, ${conversation.bedrijf_naam} (${toneLabel(item)})`}
    >
      <span className="calendar-event__time">{item.time}</span>
      <span className="calendar-event__name">{conversation.medewerker_naam}</span>
    </button>
  );
}
