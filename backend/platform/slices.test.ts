import { describe, expect, it } from 'vitest';
import { Slices } from './slices';

describe('Slices', () => {
  it('lets the event loop in between slices of a long loop, and only when a slice has had its time', async () => {
    const slices = new Slices(5);
    expect(slices.due).toBe(false);
    let ranBetween = false;
    setImmediate(() => (ranBetween = true));
    const until = performance.now() + 6;
    while (performance.now() < until) {
      // Busy: nothing else runs on this thread meanwhile.
    }
    expect(ranBetween).toBe(false);
    expect(slices.due).toBe(true);
    await slices.pause();
    expect(ranBetween).toBe(true);
    expect(slices.due).toBe(false);
  });

  it('each: every item in order, the event loop let in once a slice has had its time and not before', async () => {
    const slices = new Slices(5);
    const seen: number[] = [];
    /** The items seen when a setImmediate callback ran: only between slices. */
    const between: number[] = [];
    const tick = () =>
      setImmediate(() => {
        between.push(seen.length);
        if (seen.length < 4) tick();
      });
    tick();
    await slices.each([1, 2, 3, 4], (item) => {
      seen.push(item);
      // Items 2 and 4 take a whole slice: a pause after each of them.
      if (item % 2 === 0) for (const until = performance.now() + 6; performance.now() < until;);
    });
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(between).toEqual([2, 4]);
  });
});
