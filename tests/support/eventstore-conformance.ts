import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Checkpoint,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  WrongExpectedVersionError,
} from '../../backend/eventstore/port';
import { describeBatchAppend } from './eventstore-conformance-batch';
import { describePersonalData } from './eventstore-conformance-personal-data';
import type { EventProtection } from '../../backend/eventstore/personal-data/protection';
import type { Pool } from '../../backend/platform/db';
import { UpcasterRegistry } from '../../backend/eventstore/upcasters';

export interface OpenedEventStore {
  store: EventStore;
  cleanup: () => Promise<void>;
}

export interface OpenEventStoreOptions {
  /** Upcasters the opened store applies on read; none when left out. */
  upcasters?: UpcasterRegistry;
  /** Personal-data protection the opened store applies on append and read; none when left out. */
  protection?: EventProtection;
}

/** Opens a store on the adapter's backing database; called once per suite and again for the upcasting test. */
export type OpenEventStore = (options?: OpenEventStoreOptions) => Promise<OpenedEventStore>;

/** Every stream the suite writes starts with this, so an adapter that filters streams by prefix can be opened on it. */
export const conformanceStreamPrefix = 'conformance-';

// Random names keep tests apart, also on an EventStoreDB shared between runs.
const newStream = (label: string) => `${conformanceStreamPrefix}${label}-${randomUUID()}`;
const newEvent = (data: Record<string, unknown> = {}, extra: Partial<NewEvent> = {}): NewEvent => ({
  id: randomUUID(),
  type: 'ThingHappened',
  data,
  ...extra,
});
const ids = (events: { id: string }[]) => events.map((e) => e.id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rejectionOf(promise: Promise<unknown>): Promise<WrongExpectedVersionError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  return error as WrongExpectedVersionError;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Pages through readAll from `from` like a projection runner, keeping the events of `streams`,
 * until `count` distinct events were seen; then reads once more to catch a repeat. readAll is
 * eventually consistent (PostgreSQL holds back commits behind older open transactions), so empty
 * pages are retried until a deadline.
 */
async function readAllOf(store: EventStore, from: Checkpoint | null, streams: string[], count: number, pageSize = 100) {
  const wanted = new Set(streams);
  const events: RecordedEvent[] = [];
  const checkpoints: Checkpoint[] = [];
  let checkpoint = from;
  const deadline = Date.now() + 15_000;
  const read = async () => {
    const page = await store.readAll(checkpoint, pageSize);
    expect(page.events.length).toBeLessThanOrEqual(pageSize);
    expect(store.compareCheckpoints(page.checkpoint, checkpoint)).toBeGreaterThanOrEqual(0);
    checkpoints.push(...page.events.map((e) => e.checkpoint));
    events.push(...page.events.filter((e) => wanted.has(e.streamId)));
    checkpoint = page.checkpoint;
    return page.events.length;
  };
  while (new Set(ids(events)).size < count) {
    if (Date.now() > deadline) throw new Error(`readAll returned ${events.length} of ${count} events`);
    if ((await read()) === 0) await sleep(20);
  }
  await read();
  return { events, checkpoints };
}

/**
 * `keyPool`: the PostgreSQL database where the personal-data tests keep their data keys (both
 * adapters keep them in PostgreSQL, apart from the events).
 */
export function describeEventStoreConformance(name: string, open: OpenEventStore, keyPool: () => Pool): void {
  describe(`${name} event store conformance`, () => {
    let opened: OpenedEventStore | undefined;
    let store: EventStore;
    beforeAll(async () => {
      opened = await open();
      store = opened.store;
    });
    afterAll(async () => {
      await opened?.cleanup();
    });

    describe('expected version', () => {
      it("'no_stream' starts a new stream at revision 0", async () => {
        const stream = newStream('no-stream');
        const result = await store.appendToStream(stream, [newEvent()], { expected: 'no_stream' });
        expect(result.nextExpectedVersion).toBe(0);
        expect((await store.readStream(stream)).map((e) => e.streamPosition)).toEqual([0]);
      });

      it("'no_stream' refuses a stream that exists and reports its revision", async () => {
        const stream = newStream('no-stream-exists');
        await store.appendToStream(stream, [newEvent(), newEvent()], { expected: 'no_stream' });
        const error = await rejectionOf(store.appendToStream(stream, [newEvent()], { expected: 'no_stream' }));
        expect(error).toMatchObject({ stream, expected: 'no_stream', actual: 1 });
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it("'stream_exists' refuses a stream that does not exist", async () => {
        const stream = newStream('exists-missing');
        const error = await rejectionOf(store.appendToStream(stream, [newEvent()], { expected: 'stream_exists' }));
        expect(error).toMatchObject({ stream, expected: 'stream_exists', actual: 'no_stream' });
        expect(await store.readStream(stream)).toEqual([]);
      });

      it("'stream_exists' appends to an existing stream", async () => {
        const stream = newStream('exists');
        await store.appendToStream(stream, [newEvent()], { expected: 'no_stream' });
        const result = await store.appendToStream(stream, [newEvent()], { expected: 'stream_exists' });
        expect(result.nextExpectedVersion).toBe(1);
      });

      it('an exact revision appends when it matches the last stream position', async () => {
        const stream = newStream('exact');
        await store.appendToStream(stream, [newEvent()], { expected: 'no_stream' });
        const result = await store.appendToStream(stream, [newEvent(), newEvent()], { expected: 0 });
        expect(result.nextExpectedVersion).toBe(2);
        expect((await store.readStream(stream)).map((e) => e.streamPosition)).toEqual([0, 1, 2]);
      });

      it('an exact revision refuses a stale revision and reports the actual one', async () => {
        const stream = newStream('exact-stale');
        await store.appendToStream(stream, [newEvent(), newEvent(), newEvent()], { expected: 'no_stream' });
        const error = await rejectionOf(store.appendToStream(stream, [newEvent()], { expected: 1 }));
        expect(error).toMatchObject({ stream, expected: 1, actual: 2 });
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('an exact revision refuses a stream that does not exist', async () => {
        const stream = newStream('exact-missing');
        const error = await rejectionOf(store.appendToStream(stream, [newEvent()], { expected: 0 }));
        expect(error).toMatchObject({ expected: 0, actual: 'no_stream' });
      });

      it("'any' appends to a new and to an existing stream", async () => {
        const stream = newStream('any');
        expect((await store.appendToStream(stream, [newEvent()], { expected: 'any' })).nextExpectedVersion).toBe(0);
        expect((await store.appendToStream(stream, [newEvent()], { expected: 'any' })).nextExpectedVersion).toBe(1);
      });

      it('of concurrent writers expecting the same revision exactly one wins', async () => {
        const stream = newStream('race');
        await store.appendToStream(stream, [newEvent()], { expected: 'no_stream' });
        const outcomes = await Promise.allSettled(
          Array.from({ length: 5 }, () => store.appendToStream(stream, [newEvent()], { expected: 0 })),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of outcomes.filter((o) => o.status === 'rejected')) {
          expect(o.reason).toBeInstanceOf(WrongExpectedVersionError);
          expect(o.reason).toMatchObject({ actual: 1 });
        }
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describeBatchAppend({ store: () => store, newStream, newEvent: () => newEvent(), readAllOf });

    describePersonalData({ store: () => store, openProtected: (protection) => open({ protection }), keyPool, newStream, readAllOf });

    describe('reading a stream', () => {
      it('returns nothing for a stream that does not exist', async () => {
        expect(await store.readStream(newStream('missing'))).toEqual([]);
      });

      it('returns the events of all appends in stream-position order', async () => {
        const stream = newStream('order');
        const events = Array.from({ length: 5 }, (_, i) => newEvent({ i }));
        await store.appendToStream(stream, events.slice(0, 2), { expected: 'no_stream' });
        await store.appendToStream(stream, events.slice(2), { expected: 1 });
        const read = await store.readStream(stream);
        expect(ids(read)).toEqual(ids(events));
        expect(read.map((e) => e.streamPosition)).toEqual([0, 1, 2, 3, 4]);
        expect(read.map((e) => e.data)).toEqual(events.map((e) => e.data));
      });

      it('`to` stops at the given stream position', async () => {
        const stream = newStream('to');
        const events = [newEvent(), newEvent(), newEvent()];
        await store.appendToStream(stream, events, { expected: 'no_stream' });
        expect(ids(await store.readStream(stream, { to: 1 }))).toEqual(ids(events.slice(0, 2)));
        expect(ids(await store.readStream(stream, { to: 0 }))).toEqual(ids(events.slice(0, 1)));
      });

      it('`from` starts at the given stream position, and with `to` reads one event', async () => {
        const stream = newStream('from');
        const events = [newEvent(), newEvent(), newEvent()];
        await store.appendToStream(stream, events, { expected: 'no_stream' });
        expect(ids(await store.readStream(stream, { from: 1 }))).toEqual(ids(events.slice(1)));
        expect(ids(await store.readStream(stream, { from: 3 }))).toEqual([]);
        expect(ids(await store.readStream(stream, { from: 1, to: 1 }))).toEqual(ids(events.slice(1, 2)));
        expect((await store.readStream(stream, { from: 2 }))[0]).toMatchObject({ streamPosition: 2 });
      });

      it('`asOf` shows the stream as it was at that moment', async () => {
        const stream = newStream('as-of');
        const early = [newEvent(), newEvent()];
        await store.appendToStream(stream, early, { expected: 'no_stream' });
        await sleep(30);
        const moment = new Date();
        await sleep(30);
        await store.appendToStream(stream, [newEvent()], { expected: 1 });
        expect(ids(await store.readStream(stream, { asOf: moment }))).toEqual(ids(early));
        expect(ids(await store.readStream(stream, { asOf: moment, to: 0 }))).toEqual(ids(early.slice(0, 1)));
        expect(await store.readStream(stream, { asOf: new Date(moment.getTime() - 60_000) })).toEqual([]);
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it("`asOf` an event's own recordedAt includes that event", async () => {
        const stream = newStream('as-of-own');
        await store.appendToStream(stream, [newEvent()], { expected: 'no_stream' });
        await sleep(5);
        await store.appendToStream(stream, [newEvent()], { expected: 0 });
        const [first, second] = await store.readStream(stream);
        expect(ids(await store.readStream(stream, { asOf: new Date(first!.recordedAt) }))).toEqual([first!.id]);
        expect(ids(await store.readStream(stream, { asOf: new Date(second!.recordedAt) }))).toEqual(ids([first!, second!]));
      });

      it('round-trips id, type, data, metadata, schemaVersion and recordedAt', async () => {
        const stream = newStream('round-trip');
        const metadata = { actor: 'user-1', tenant: 'owner-1', commandId: randomUUID(), correlationId: 'c-1', causationId: 'c-0' };
        const data = { text: 'Één gesprek', count: 3, nested: { list: [1, 'two', null], at: '2025-03-01T10:00:00.000Z' } };
        const event = newEvent(data, { type: 'ConversationPlanned', metadata, schemaVersion: 3 });
        const before = Date.now();
        await store.appendToStream(stream, [event], { expected: 'no_stream' });
        const [read] = await store.readStream(stream);
        expect(read).toMatchObject({ id: event.id, streamId: stream, streamPosition: 0, type: 'ConversationPlanned', schemaVersion: 3 });
        expect(read!.data).toEqual(data);
        expect(read!.metadata).toEqual(metadata);
        expect(new Date(read!.recordedAt).toISOString()).toBe(read!.recordedAt);
        expect(Math.abs(Date.parse(read!.recordedAt) - before)).toBeLessThan(60_000);
      });

      it('defaults schemaVersion to 1 and metadata to empty', async () => {
        const stream = newStream('defaults');
        await store.appendToStream(stream, [newEvent()], { expected: 'no_stream' });
        const [read] = await store.readStream(stream);
        expect(read).toMatchObject({ schemaVersion: 1, metadata: {} });
      });
    });

    describe('idempotency', () => {
      it('a retried append with the same event ids is stored once and reports the same revision', async () => {
        const stream = newStream('retry');
        await store.appendToStream(stream, [newEvent()], { expected: 'no_stream' });
        const retried = [newEvent(), newEvent()];
        const first = await store.appendToStream(stream, retried, { expected: 0 });
        const second = await store.appendToStream(stream, retried, { expected: 0 });
        expect(second.nextExpectedVersion).toBe(first.nextExpectedVersion);
        expect(first.nextExpectedVersion).toBe(2);
        expect(store.compareCheckpoints(second.checkpoint, first.checkpoint)).toBe(0);
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('a retry after the stream moved on still reports the revision of the first append', async () => {
        const stream = newStream('retry-late');
        await store.appendToStream(stream, [newEvent()], { expected: 'no_stream' });
        const retried = [newEvent()];
        const first = await store.appendToStream(stream, retried, { expected: 0 });
        await store.appendToStream(stream, [newEvent()], { expected: 1 });
        const second = await store.appendToStream(stream, retried, { expected: 0 });
        expect(second.nextExpectedVersion).toBe(first.nextExpectedVersion);
        expect(store.compareCheckpoints(second.checkpoint, first.checkpoint)).toBe(0);
        expect(await store.readStream(stream)).toHaveLength(3);
      });
    });

    describe('global order', () => {
      it('readAll returns events across streams in append order, each stream in position order', async () => {
        const marker = newStream('marker');
        const start = await store.appendToStream(marker, [newEvent()], { expected: 'no_stream' });
        const [a, b] = [newStream('all-a'), newStream('all-b')];
        const appended: { ids: string[]; checkpoint: Checkpoint }[] = [];
        for (const [stream, n] of [
          [a, 2],
          [b, 1],
          [a, 1],
          [b, 2],
        ] as const) {
          const events = Array.from({ length: n }, () => newEvent());
          const result = await store.appendToStream(stream, events, { expected: 'any' });
          appended.push({ ids: ids(events), checkpoint: result.checkpoint });
        }
        const { events, checkpoints } = await readAllOf(store, start.checkpoint, [marker, a, b], 6);
        expect(ids(events)).toEqual(appended.flatMap((x) => x.ids)); // the event at the start checkpoint is excluded
        expect(events.filter((e) => e.streamId === a).map((e) => e.streamPosition)).toEqual([0, 1, 2]);
        expect(events.filter((e) => e.streamId === b).map((e) => e.streamPosition)).toEqual([0, 1, 2]);
        for (let i = 1; i < checkpoints.length; i++) {
          expect(store.compareCheckpoints(checkpoints[i - 1]!, checkpoints[i]!)).toBeLessThan(0);
        }
        // A projection at an append's checkpoint has seen all of that append's events.
        for (const { ids: appendIds, checkpoint } of appended) {
          for (const event of events.filter((e) => appendIds.includes(e.id))) {
            expect(store.compareCheckpoints(event.checkpoint, checkpoint)).toBeLessThanOrEqual(0);
          }
        }
      });

      it('readAll paging with checkpoints returns every event exactly once', async () => {
        const start = await store.appendToStream(newStream('marker'), [newEvent()], { expected: 'no_stream' });
        const streams = [newStream('page-a'), newStream('page-b'), newStream('page-c')];
        const written = await Promise.all(
          streams.map(async (stream) => {
            const events = [[newEvent()], [newEvent(), newEvent()], [newEvent()]];
            for (const batch of events) await store.appendToStream(stream, batch, { expected: 'any' });
            return events.flat();
          }),
        );
        const { events } = await readAllOf(store, start.checkpoint, streams, 12, 2);
        expect([...ids(events)].sort()).toEqual(ids(written.flat()).sort());
        for (const [i, stream] of streams.entries()) {
          expect(ids(events.filter((e) => e.streamId === stream))).toEqual(ids(written[i]!));
        }
      });
    });

    describe('upcasting', () => {
      it('lifts events stored with an old schema version on read, leaving the stored event as it was', async () => {
        const upcasters = new UpcasterRegistry().register('PriceSet', 1, (d) => ({ amountInCents: Number(d.amount) * 100 }));
        const upcasting = await open({ upcasters });
        try {
          const start = await store.appendToStream(newStream('marker'), [newEvent()], { expected: 'no_stream' });
          const stream = newStream('upcast');
          const old = newEvent({ amount: 12 }, { type: 'PriceSet', schemaVersion: 1 });
          const current = newEvent({ amountInCents: 50 }, { type: 'PriceSet', schemaVersion: 2 });
          await store.appendToStream(stream, [old, current], { expected: 'no_stream' });
          const lifted = [
            { schemaVersion: 2, data: { amountInCents: 1200 } },
            { schemaVersion: 2, data: { amountInCents: 50 } },
          ];
          expect(await upcasting.store.readStream(stream)).toMatchObject(lifted);
          expect((await readAllOf(upcasting.store, start.checkpoint, [stream], 2)).events).toMatchObject(lifted);
          expect((await store.readStream(stream))[0]).toMatchObject({ schemaVersion: 1, data: { amount: 12 } });
        } finally {
          await upcasting.cleanup();
        }
      });

      it('renames a type on read, only in the streams of the category the step is for', async () => {
        // A step for a category applies to streams named `<category>-...`; newStream('library') is `conformance-library-<uuid>`.
        const category = `${conformanceStreamPrefix}library`;
        const upcasters = new UpcasterRegistry().register('Added', 1, (d) => ({ label: d.naam }), { category, renamedTo: 'LibraryAdded' });
        const upcasting = await open({ upcasters });
        try {
          const start = await store.appendToStream(newStream('marker'), [newEvent()], { expected: 'no_stream' });
          const library = newStream('library');
          const other = newStream('conversation');
          await store.appendToStream(library, [newEvent({ naam: 'Plannen' }, { type: 'Added', schemaVersion: 1 })], {
            expected: 'no_stream',
          });
          await store.appendToStream(other, [newEvent({ naam: 'Excel' }, { type: 'Added', schemaVersion: 1 })], { expected: 'no_stream' });
          const renamed = { type: 'LibraryAdded', schemaVersion: 2, data: { label: 'Plannen' } };
          const untouched = { type: 'Added', schemaVersion: 1, data: { naam: 'Excel' } };
          expect(await upcasting.store.readStream(library)).toMatchObject([renamed]);
          expect(await upcasting.store.readStream(other)).toMatchObject([untouched]);
          const { events } = await readAllOf(upcasting.store, start.checkpoint, [library, other], 2);
          expect(events.find((e) => e.streamId === library)).toMatchObject(renamed);
          expect(events.find((e) => e.streamId === other)).toMatchObject(untouched);
        } finally {
          await upcasting.cleanup();
        }
      });
    });

    describe('subscription', () => {
      it('onNewEvents wakes a listener of the appending store right after an append', async () => {
        let unsubscribe = () => {};
        const woken = new Promise<void>((resolve) => {
          unsubscribe = store.onNewEvents(resolve);
        });
        try {
          await store.appendToStream(newStream('wake'), [newEvent()], { expected: 'no_stream' });
          // Well below any polling safety net: the append itself must wake.
          await withTimeout(woken, 500, 'the wake-up after an append');
        } finally {
          unsubscribe();
        }
      });

      it('onNewEvents wakes a listener of another store instance after an append', async () => {
        const other = await open();
        let wakes = 0;
        const unsubscribe = other.store.onNewEvents(() => wakes++);
        try {
          const stream = newStream('wake-other');
          // The other instance's subscription connects asynchronously: keep appending until it wakes.
          const deadline = Date.now() + 10_000;
          while (wakes === 0 && Date.now() < deadline) {
            await store.appendToStream(stream, [newEvent()], { expected: 'any' });
            await sleep(100);
          }
          expect(wakes).toBeGreaterThan(0);
        } finally {
          unsubscribe();
          await other.cleanup();
        }
      });
    });

    describe('checkpoints', () => {
      it('compareCheckpoints puts null first, equal checkpoints at 0 and follows the append order', async () => {
        const first = await store.appendToStream(newStream('cmp'), [newEvent()], { expected: 'no_stream' });
        const second = await store.appendToStream(newStream('cmp'), [newEvent()], { expected: 'no_stream' });
        const compare = (a: Checkpoint | null, b: Checkpoint | null) => store.compareCheckpoints(a, b);
        expect(compare(null, null)).toBe(0);
        expect(compare(null, first.checkpoint)).toBeLessThan(0);
        expect(compare(first.checkpoint, null)).toBeGreaterThan(0);
        expect(compare(first.checkpoint, first.checkpoint)).toBe(0);
        expect(compare(first.checkpoint, second.checkpoint)).toBeLessThan(0);
        expect(compare(second.checkpoint, first.checkpoint)).toBeGreaterThan(0);
      });
    });
  });
}
