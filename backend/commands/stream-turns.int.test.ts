import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defineKeyedCategory } from '../../events/category';
import type { EventStore } from '../eventstore/port';
import { ValidationError } from '../platform/errors';
import { useEventStore } from '../../tests/support/use-event-store';
import type { Decider } from './decider';
import { handleCommand } from './handle-command';

/**
 * Issue 27: ten writers on one stream used to take ten turns of read-decide-append each; the commands
 * that wait while a turn runs now share the next one (stream-turns.ts), each with its own outcome.
 */
type AddedEvent = { type: 'Added'; data: { by: number } };
type AddCommand = { type: 'Add'; by: number; max: number };

const total: Decider<number, AddCommand, AddedEvent> = {
  category: defineKeyedCategory<AddedEvent>({ name: 'tally', versions: { Added: 1 } }),
  initialState: () => 0,
  decide(command, sum) {
    if (sum + command.by > command.max) throw new ValidationError('te veel');
    return [{ type: 'Added', data: { by: command.by } }];
  },
  evolve: (sum, event) => sum + event.data.by,
};

const { store } = useEventStore();
const ctx = (commandId = randomUUID()) => ({ actor: 'u1', tenant: 'u1', commandId });

/** The store, counting its appends; with `racing`, that many appends first lose to another writer. */
function countingStore(racing = 0) {
  const counts = { appends: 0 };
  let left = racing;
  const counted: EventStore = Object.assign(Object.create(store) as EventStore, {
    appendToStream: async (...args: Parameters<EventStore['appendToStream']>) => {
      counts.appends++;
      if (left-- > 0) await store.appendToStream(args[0], [{ id: randomUUID(), type: 'Added', data: { by: 100 } }], { expected: 'any' });
      return store.appendToStream(...args);
    },
  });
  return { counted, counts };
}

describe('commands waiting for their stream share a turn', () => {
  it('ten at once: two appends instead of ten, each decided on the state the ones before it left', async () => {
    const stream = `tally-${randomUUID()}`;
    const { counted, counts } = countingStore();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => handleCommand(counted, stream, total, { type: 'Add', by: 1, max: 1000 }, ctx())),
    );
    expect(counts.appends).toBeLessThanOrEqual(2);
    expect(results.map((r) => r.state).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await store.readStream(stream)).toHaveLength(10);
    // Every answer's checkpoint shows its own event.
    const recorded = await store.readStream(stream);
    for (const result of results)
      expect(store.compareCheckpoints(result.checkpoint, recorded[result.state - 1]!.checkpoint)).toBeGreaterThanOrEqual(0);
  });

  it('a refusal refuses only its own command; the others of the turn are stored', async () => {
    const stream = `tally-${randomUUID()}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => handleCommand(store, stream, total, { type: 'Add', by: 1, max: 5 }, ctx())),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.reason).toBeInstanceOf(ValidationError);
    expect(await store.readStream(stream)).toHaveLength(5);
  });

  it('the same command twice in one turn is stored once; the second is its replay', async () => {
    const stream = `tally-${randomUUID()}`;
    const context = ctx();
    const [warmUp, first, second] = await Promise.all([
      handleCommand(store, stream, total, { type: 'Add', by: 1, max: 10 }, ctx()),
      handleCommand(store, stream, total, { type: 'Add', by: 2, max: 10 }, context),
      handleCommand(store, stream, total, { type: 'Add', by: 2, max: 10 }, context),
    ]);
    expect(warmUp.events).toHaveLength(1);
    expect(first.events).toHaveLength(1);
    expect(second.events).toEqual([]);
    expect(second.replayOf?.id).toBe((await store.readStream(stream))[1]!.id);
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it('a turn that loses the race to another writer is decided again as a whole, on the newer state', async () => {
    const stream = `tally-${randomUUID()}`;
    const { counted } = countingStore(1);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => handleCommand(counted, stream, total, { type: 'Add', by: 1, max: 1000 }, ctx())),
    );
    expect(results.map((r) => r.state).sort((a, b) => a - b)).toEqual([101, 102, 103, 104]);
    expect(await store.readStream(stream)).toHaveLength(5);
  });
});
