import { describe, expect, it } from 'vitest';
import { WrongExpectedVersionError } from '../../backend/eventstore/port';
import type { ConformanceTools } from './eventstore-conformance-tools';

const ids = (events: { id: string }[]) => events.map((e) => e.id);

export function describeBatchAppend({ store: storeOf, newStream, newEvent, readAllOf }: ConformanceTools): void {
  describe('appending to several streams (appendToStreams)', () => {
    it('appends to every stream with its own expected version and answers one result per stream, in order', async () => {
      const store = storeOf();
      const [s0, s1, s2] = [newStream('batch-a'), newStream('batch-b'), newStream('batch-c')];
      const before = await store.appendToStream(s0, [newEvent()], { expected: 'no_stream' });
      const events = [[newEvent(), newEvent()], [newEvent()], [newEvent(), newEvent(), newEvent()]];
      const results = await store.appendToStreams([
        { stream: s0, events: events[0]!, expected: 0 },
        { stream: s1, events: events[1]!, expected: 'no_stream' },
        { stream: s2, events: events[2]!, expected: 'any' },
      ]);
      expect(results.map((r) => r.nextExpectedVersion)).toEqual([2, 0, 2]);
      for (const r of results) expect(store.compareCheckpoints(r.checkpoint, before.checkpoint)).toBeGreaterThan(0);
      expect(ids(await store.readStream(s0)).slice(1)).toEqual(ids(events[0]!));
      expect(ids(await store.readStream(s1))).toEqual(ids(events[1]!));
      expect(ids(await store.readStream(s2))).toEqual(ids(events[2]!));

      const { events: seen } = await readAllOf(store, before.checkpoint, [s0, s1, s2], 6);
      expect(new Set(ids(seen)).size).toBe(seen.length);
      for (const stream of [s0, s1, s2]) {
        const positions = seen.filter((e) => e.streamId === stream).map((e) => e.streamPosition);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }
    });

    it('refuses a batch with a stale expected version, naming that stream; atomic stores write none of it', async () => {
      const store = storeOf();
      const [first, stale, last] = [newStream('batch-first'), newStream('batch-stale'), newStream('batch-last')];
      await store.appendToStream(stale, [newEvent()], { expected: 'no_stream' });
      const error = await store
        .appendToStreams([
          { stream: first, events: [newEvent()], expected: 'no_stream' },
          { stream: stale, events: [newEvent()], expected: 5 },
          { stream: last, events: [newEvent()], expected: 'no_stream' },
        ])
        .then(
          () => undefined,
          (err: unknown) => err,
        );
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error).toMatchObject({ stream: stale, expected: 5, actual: 0 });
      expect(await store.readStream(stale)).toHaveLength(1);
      expect(await store.readStream(last)).toEqual([]);
      // Without a transaction across streams the ones before the refusal stay written (see the port).
      expect(await store.readStream(first)).toHaveLength(store.atomicBatches ? 0 : 1);
    });

    it('stores a retried batch with the same event ids once and answers the same revisions', async () => {
      const store = storeOf();
      const batch = [
        { stream: newStream('batch-retry-a'), events: [newEvent()], expected: 'no_stream' as const },
        { stream: newStream('batch-retry-b'), events: [newEvent(), newEvent()], expected: 'no_stream' as const },
      ];
      const first = await store.appendToStreams(batch);
      const second = await store.appendToStreams(batch);
      expect(second.map((r) => r.nextExpectedVersion)).toEqual(first.map((r) => r.nextExpectedVersion));
      for (const [i, r] of second.entries()) expect(store.compareCheckpoints(r.checkpoint, first[i]!.checkpoint)).toBe(0);
      expect(await store.readStream(batch[0]!.stream)).toHaveLength(1);
      expect(await store.readStream(batch[1]!.stream)).toHaveLength(2);
    });

    it('completes concurrent batches that share streams in opposite orders (no deadlock)', async () => {
      const store = storeOf();
      const [p, q] = [newStream('batch-p'), newStream('batch-q')];
      const outcomes = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          store.appendToStreams((i % 2 ? [p, q] : [q, p]).map((stream) => ({ stream, events: [newEvent()], expected: 'any' as const }))),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      expect(await store.readStream(p)).toHaveLength(6);
      expect(await store.readStream(q)).toHaveLength(6);
    });

    it('refuses a batch that names a stream twice or gives a stream no events', async () => {
      const store = storeOf();
      const stream = newStream('batch-twice');
      await expect(
        store.appendToStreams([
          { stream, events: [newEvent()], expected: 'any' },
          { stream, events: [newEvent()], expected: 'any' },
        ]),
      ).rejects.toThrow(/at most once/);
      await expect(store.appendToStreams([{ stream, events: [], expected: 'any' }])).rejects.toThrow(/at least one event/);
      expect(await store.readStream(stream)).toEqual([]);
    });
  });
}
