import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../../../../contracts/conversations';
import { calendarItems, itemTitle, toneOf, type CalendarItem } from './calendar-items';

let nextId = 1;
function conversation(datum_tijd: string, medewerker_naam: string, extra: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: nextId++,
    bedrijf_id: 1,
    medewerker_id: 1,
    medewerker_naam,
    bedrijf_naam: 'Bouwbedrijf Vos',
    medewerker_email: 'x@example.nl',
    datum_tijd,
    status: 'gepland',
    verslag: '',
    aantal_doelen: 0,
    overall_progress: 0,
    archiveer_datum: null,
    hr_gebruiker_naam: 'HR',
    last_modified_at: datum_tijd,
    ...extra,
  };
}

const titles = (items: CalendarItem[]) => items.map(itemTitle);

describe('calendarItems', () => {
  it('shows up to three conversations of a day in time order, then one +N meer item', () => {
    const day = ['14:00', '09:30', '11:00', '16:15', '10:00'].map((t, i) =>
      conversation(new Date(`2030-03-12T${t}:00+01:00`).toISOString(), `Medewerker ${i}`),
    );
    const items = calendarItems(day);
    expect(titles(items)).toEqual(['09:30 Medewerker 1', '10:00 Medewerker 4', '11:00 Medewerker 2', '+2 meer']);
    const more = items[3];
    expect(more.kind === 'more' && more.conversations.map((c) => c.time)).toEqual(['09:30', '10:00', '11:00', '14:00', '16:15']);
    // The grid sorts by start: the +N meer item must come after the last visible conversation.
    expect(more.start.getTime()).toBeGreaterThan(items[2].start.getTime());
  });

  it('hides a fourth conversation too: never more than three per day cell', () => {
    const day = ['09:00', '10:00', '11:00', '12:00'].map((t) => conversation(`2030-03-12T${t}:00+01:00`, 'Lotte'));
    expect(titles(calendarItems(day))).toEqual(['09:00 Lotte', '10:00 Lotte', '11:00 Lotte', '+1 meer']);
  });

  it('places a conversation on its Dutch day and time, not the UTC one', () => {
    const lateSummer = conversation('2030-07-02T22:30:00.000Z', 'Sanne');
    const [item] = calendarItems([lateSummer]);
    expect(item.start.getDate()).toBe(3);
    expect(itemTitle(item)).toBe('00:30 Sanne');
  });

  it('keeps days apart and adds no +N meer item to a day with three or fewer', () => {
    const items = calendarItems([
      conversation('2030-03-12T09:00:00.000Z', 'A'),
      conversation('2030-03-13T09:00:00.000Z', 'B'),
      conversation('2030-03-13T10:00:00.000Z', 'C'),
      conversation('2030-03-13T11:00:00.000Z', 'D'),
    ]);
    expect(titles(items)).toEqual(['10:00 A', '10:00 B', '11:00 C', '12:00 D']);
  });
});

describe('toneOf', () => {
  it('colours by status, archived conversations muted whatever their status', () => {
    expect(toneOf(conversation('2030-03-12T09:00:00.000Z', 'A', { status: 'open' }))).toBe('open');
    expect(toneOf(conversation('2030-03-12T09:00:00.000Z', 'A', { status: 'afgerond', archiveer_datum: '2030-04-01T00:00:00.000Z' }))).toBe(
      'archief',
    );
  });
});
