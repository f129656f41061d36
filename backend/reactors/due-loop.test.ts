import { describe, expect, it, vi } from 'vitest';
import { DUE_POLL_MS, delayUntil, startDueLoop } from './due-loop';

describe('the loop of a claimed-once scheduler', () => {
  it('looks at once, again while a batch came back full, then sleeps until the next due time', async () => {
    let calls = 0;
    const loop = startDueLoop({
      name: 'test',
      runDue: async () => void calls++,
      batchWasFull: () => calls < 3,
      nextDelay: async () => DUE_POLL_MS,
      log: () => undefined,
    });
    await vi.waitFor(() => expect(calls).toBe(3));
    loop.wake();
    await vi.waitFor(() => expect(calls).toBe(4));
    await loop.stop();
    loop.wake();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(4);
  });

  /** A loop whose every look fails; `calls` counts the looks. */
  function failingLoop(name: string, retryMs?: number) {
    const failing = { calls: 0, lines: [] as string[] };
    const loop = startDueLoop({
      name,
      runDue: async () => {
        failing.calls++;
        throw new Error('database weg');
      },
      batchWasFull: () => false,
      nextDelay: async () => DUE_POLL_MS,
      retryMs,
      log: (line) => failing.lines.push(line),
    });
    return { failing, loop };
  }

  it('logs a failed look under its name and keeps the loop', async () => {
    const { failing, loop } = failingLoop('herinneringen');
    await vi.waitFor(() => expect(failing.lines).toEqual(['herinneringen: database weg']));
    loop.wake();
    await vi.waitFor(() => expect(failing.calls).toBe(2));
    await loop.stop();
  });

  it('looks again after its own pause when a look failed', async () => {
    const { failing, loop } = failingLoop('bewaartermijnen', 20);
    await vi.waitFor(() => expect(failing.calls).toBeGreaterThanOrEqual(3));
    await loop.stop();
  });

  it('sleeps until the next due time plus a moment, at most a poll', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(delayUntil(new Date('2026-11-27T10:00:05Z'), now)).toBe(5_050);
    expect(delayUntil(new Date('2026-11-27T09:00:00Z'), now)).toBe(50);
    expect(delayUntil(new Date('2026-11-28T10:00:00Z'), now)).toBe(DUE_POLL_MS);
    expect(delayUntil(null, now)).toBe(DUE_POLL_MS);
  });
});
