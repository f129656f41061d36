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
});
