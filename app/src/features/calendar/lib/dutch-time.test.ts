import { describe, expect, it } from 'vitest';
import { fromDutchWallClock, gridDay, toDutchWallClock, visibleRange } from './dutch-time';

const fields = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];

describe('Dutch wall-clock dates', () => {
  it('reads an API time as Dutch time, winter and summer, whatever the browser zone', () => {
    expect(fields(toDutchWallClock('2030-03-02T09:00:00.000Z'))).toEqual([2030, 3, 2, 10, 0]);
    expect(fields(toDutchWallClock('2030-07-02T22:30:00.000Z'))).toEqual([2030, 7, 3, 0, 30]);
  });

  it('turns a Dutch wall-clock time back into the instant, across both DST switches', () => {
    expect(fromDutchWallClock(new Date(2030, 2, 2, 10, 0)).toISOString()).toBe('2030-03-02T09:00:00.000Z');
    expect(fromDutchWallClock(new Date(2030, 6, 3, 0, 30)).toISOString()).toBe('2030-07-02T22:30:00.000Z');
    // 31 March 2030 is the day summer time starts (02:00 -> 03:00); midnight is still winter time.
    expect(fromDutchWallClock(new Date(2030, 2, 31)).toISOString()).toBe('2030-03-30T23:00:00.000Z');
    expect(fromDutchWallClock(new Date(2030, 3, 1)).toISOString()).toBe('2030-03-31T22:00:00.000Z');
  });
});

describe('visibleRange', () => {
  it('covers whole Monday-first weeks, leading and trailing days of other months included', () => {
    // March 2030 starts on a Friday and ends on a Sunday: Mon 25 Feb up to and including Sun 31 Mar.
    expect(visibleRange(new Date(2030, 2, 15))).toEqual({ from: '2030-02-24T23:00:00.000Z', to: '2030-03-31T22:00:00.000Z' });
  });

  it('ends after the Sunday of the last week when the month ends mid-week', () => {
    // November 2026: Sun 1 Nov, so the grid starts on Mon 26 Oct (summer time ended on 25 Oct) and ends Sun 6 Dec.
    expect(visibleRange(new Date(2026, 10, 1))).toEqual({ from: '2026-10-25T23:00:00.000Z', to: '2026-12-06T23:00:00.000Z' });
  });

  it('numbers the month grid from the Monday before the first of the month', () => {
    // March 2030 starts on a Friday: the grid opens on Monday 25 February.
    const march = new Date(2030, 2, 1);
    expect(fields(gridDay(march, 0, 0)).slice(0, 3)).toEqual([2030, 2, 25]);
    expect(fields(gridDay(march, 2, 1)).slice(0, 3)).toEqual([2030, 3, 12]);
    expect(fields(gridDay(march, 4, 6)).slice(0, 3)).toEqual([2030, 3, 31]);
    // A month that starts on a Monday opens on its own first day.
    expect(fields(gridDay(new Date(2030, 3, 1), 0, 0)).slice(0, 3)).toEqual([2030, 4, 1]);
  });
});
