import { describe, expect, it } from 'vitest';
import type { Checkpoint, EventStore, ReadAllResult, RecordedEvent } from './port';
import { readAhead } from './read-ahead';

const stored = Array.from(
  { length: 23 },
  (_, i) => ({ id: `e${i}`, type: 'T', data: { n: i, opened: false } }) as unknown as RecordedEvent,
);

/** A store over `stored` whose steps log when they start and end; `twoStep` gives it readAllStored/openStored. */
function fakeStore(twoStep: boolean, log: string[], failFrom = Infinity) {
  const page = async (from: Checkpoint | null, max: number): Promise<ReadAllResult> => {
    const start = from === null ? 0 : Number(from) + 1;
    log.push(`read ${start}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (start >= failFrom) throw new Error('database gone');
    const events = stored.slice(start, start + max).map((e) => ({ ...e, data: { ...e.data } }));
    return { events, checkpoint: events.length ? String(start + events.length - 1) : from };
  };
  const open = async (events: RecordedEvent[]) => {
    log.push(`open ${String(events[0]!.data.n)}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
    for (const event of events) event.data.opened = true;
    return events;
  };
  const store: Partial<EventStore> = {
    readAll: async (from, max) => {
      const result = await page(from, max);
      return { ...result, events: await open(result.events).catch(() => result.events) };
    },
    ...(twoStep
      ? { readAllStored: page, openStored: (events: RecordedEvent[]) => (events.length ? open(events) : Promise.resolve(events)) }
      : {}),
  };
  return store as EventStore;
}

describe('readAhead', () => {
  it.each([
    ['a store with the two-step read', true],
    ['a store with readAll only', false],
  ])('gives every event of %s once, in order, opened, page by page with its checkpoint', async (_, twoStep) => {
    const pages: ReadAllResult[] = [];
    for await (const page of readAhead(fakeStore(twoStep, []), null, 5)) pages.push(page);
    expect(pages.map((p) => p.events.length)).toEqual([5, 5, 5, 5, 3]);
    expect(pages.flatMap((p) => p.events.map((e) => e.data.n))).toEqual(stored.map((e) => e.data.n));
    expect(pages.every((p) => p.events.every((e) => e.data.opened))).toBe(true);
    expect(pages.map((p) => p.checkpoint)).toEqual(['4', '9', '14', '19', '22']);
  });

  it('reads the page after next and opens the next one while the caller works on a page', async () => {
    const log: string[] = [];
    for await (const page of readAhead(fakeStore(true, log), null, 5)) {
      log.push(`apply ${String(page.events[0]!.data.n)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // While page 0 is applied, page 1 is opened and page 2 read.
    const applying0 = log.indexOf('apply 0');
    expect(log.indexOf('open 5')).toBeGreaterThan(-1);
    expect(log.indexOf('open 5')).toBeLessThan(applying0);
    expect(log.indexOf('read 10')).toBeLessThan(applying0);
    expect(log.filter((line) => line.startsWith('apply'))).toEqual(['apply 0', 'apply 5', 'apply 10', 'apply 15', 'apply 20']);
  });

  it('passes a failed read to the caller, and a caller that stops early leaves no read to fail unobserved', async () => {
    const failing = async () => {
      for await (const page of readAhead(fakeStore(true, [], 10), null, 5)) void page;
    };
    await expect(failing()).rejects.toThrow('database gone');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      for await (const page of readAhead(fakeStore(true, [], 10), null, 5)) {
        void page;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
