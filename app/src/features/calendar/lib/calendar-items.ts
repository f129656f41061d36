import { format } from 'date-fns';
import type { ConversationStatus, ConversationSummary } from '../../../../../contracts/conversations';
import { toDutchWallClock } from './dutch-time';

/** SPEC section 9: at most three conversations per day cell, the rest behind '+N meer'. */
export const EVENTS_PER_DAY = 3;

export type CalendarTone = ConversationStatus | 'archief';

export interface ConversationItem {
  kind: 'conversation';
  key: string;
  /** Dutch wall-clock start; the grid shows no duration, so end equals start. */
  start: Date;
  end: Date;
  time: string;
  conversation: ConversationSummary;
}

export interface MoreItem {
  kind: 'more';
  key: string;
  start: Date;
  end: Date;
  day: Date;
  hidden: number;
  /** All conversations of the day, in time order: the '+N meer' list shows them. */
  conversations: ConversationItem[];
}

export type CalendarItem = ConversationItem | MoreItem;

export const toneOf = (conversation: ConversationSummary): CalendarTone => (conversation.archiveer_datum ? 'archief' : conversation.status);

export const moreLabel = (hidden: number) => `+${hidden} meer`;

export const itemTitle = (item: CalendarItem): string =>
  item.kind === 'more' ? moreLabel(item.hidden) : `${item.time} ${item.conversation.medewerker_naam}`;

const byTimeThenName = (a: ConversationItem, b: ConversationItem) =>
  a.start.getTime() - b.start.getTime() ||
  a.conversation.medewerker_naam.localeCompare(b.conversation.medewerker_naam, 'nl') ||
  a.conversation.id - b.conversation.id;

/**
 * The events handed to the month grid: per Dutch calendar day the first `perDay` conversations, and
 * when there are more, one '+N meer' item after them. The cap is applied here, not by the grid's own
 * row measuring, so a day never shows more than `perDay` conversations whatever the screen size.
 */
export function calendarItems(conversations: ConversationSummary[], perDay = EVENTS_PER_DAY): CalendarItem[] {
  const days = new Map<string, ConversationItem[]>();
  for (const conversation of conversations) {
    const start = toDutchWallClock(conversation.datum_tijd);
    if (Number.isNaN(start.getTime())) continue;
    const item: ConversationItem = {
      kind: 'conversation',
      key: `c${conversation.id}`,
      start,
      end: start,
      time: format(start, 'HH:mm'),
      conversation,
    };
    const dayKey = format(start, 'yyyy-MM-dd');
    days.set(dayKey, [...(days.get(dayKey) ?? []), item]);
  }

  const items: CalendarItem[] = [];
  for (const [dayKey, dayItems] of days) {
    dayItems.sort(byTimeThenName);
    items.push(...dayItems.slice(0, perDay));
    if (dayItems.length > perDay) {
      const first = dayItems[0].start;
      // The last millisecond of the day: the grid sorts by start, so the item always comes last.
      const lastMoment = new Date(first.getFullYear(), first.getMonth(), first.getDate(), 23, 59, 59, 999);
      items.push({
        kind: 'more',
        key: `more-${dayKey}`,
        start: lastMoment,
        end: lastMoment,
        day: new Date(first.getFullYear(), first.getMonth(), first.getDate()),
        hidden: dayItems.length - perDay,
        conversations: dayItems,
      });
    }
  }
  return items;
}
