import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defineKeyedCategory } from '../../events/category';
import type { EventStore } from '../eventstore/port';
import { ConflictError, ValidationError } from '../platform/errors';
import { useEventStore } from '../../tests/support/use-event-store';
import type { Decider } from './decider';
import { eventIdFor, handleCommand } from './handle-command';
import { IdempotencyKeyReusedError, replayedAs } from './replay';

type CounterEvent = { type: 'Incremented'; data: { by: number } };
type CounterCommand = { type: 'Increment' | 'Add'; by: number; max: number };

const counter: Decider<number, CounterCommand, CounterEvent> = {
  // Version 3, so the stored events show the category's version rather than the store's default of 1.
  category: defineKeyedCategory<CounterEvent>({ name: 'counter', versions: { Incremented: 3 } }),
  initialState: () => 0,
  decide(command, total) {
    if (command.by === 0) return [];
    if (total + command.by > command.max) throw new ValidationError('te veel');
    return [{ type: 'Incremented', data: { by: command.by } }];
  },
  evolve: (total, event) => total + event.data.by,
};

const { store } = useEventStore();
const ctx = () => ({ actor: 'u1', tenant: 'u1', commandId: randomUUID() });

/** A store whose appends lose the race against another writer `times` times. */
function racingStore(times: number): EventStore {
  let left = times;
  return Object.assign(Object.create(store) as EventStore, {
    appendToStream: async (...args: Parameters<EventStore['appendToStream']>) => {
      if (left-- > 0) {
        await store.appendToStream(args[0], [{ id: randomUUID(), type: 'Incremented', data: { by: 1 } }], { expected: 'any' });
      }
      return store.appendToStream(...args);
    },
  });
}

describe('handleCommand', () => {
  it('appends what decide returns, with actor, tenant and command id in the metadata', async () => {
    const stream = `counter-${randomUUID()}`;
    const context = ctx();
    const result = await handleCommand(store, stream, counter, { type: 'Increment', by: 2, max: 10 }, context);
    expect(result.state).toBe(2);
    const [event] = await store.readStream(stream);
    expect(event!.metadata).toMatchObject({ actor: 'u1', tenant: 'u1', commandId: context.commandId });
  });

  it('decides again on the newer state after a version conflict, and refuses on that state', async () => {
    const stream = `counter-${randomUUID()}`;
    const result = await handleCommand(racingStore(2), stream, counter, { type: 'Increment', by: 5, max: 10 }, ctx());
    expect(result.state).toBe(7);
    await expect(handleCommand(racingStore(1), stream, counter, { type: 'Increment', by: 3, max: 10 }, ctx())).rejects.toThrow(
      ValidationError,
    );
  });

  it('gives up with a ConflictError (409) when every attempt loses the race for the time it may take', async () => {
    const stream = `counter-${randomUUID()}`;
    await expect(
      handleCommand(racingStore(Infinity), stream, counter, { type: 'Increment', by: 1, max: 1_000_000 }, ctx(), 500),
    ).rejects.toThrow(ConflictError);
  });

  it('appends nothing twice when the same command is retried', async () => {
    const stream = `counter-${randomUUID()}`;
    const context = ctx();
    await handleCommand(store, stream, counter, { type: 'Increment', by: 4, max: 10 }, context);
    const again = await handleCommand(store, stream, counter, { type: 'Increment', by: 4, max: 10 }, context);
    expect(again.state).toBe(4);
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('answers a retry with the event the first handling appended, and records the command type', async () => {
    const stream = `counter-${randomUUID()}`;
    const context = ctx();
    await handleCommand(store, stream, counter, { type: 'Increment', by: 4, max: 10 }, context);
    const again = await handleCommand(store, stream, counter, { type: 'Increment', by: 4, max: 10 }, context);
    expect(again.replayOf).toMatchObject({ type: 'Incremented', metadata: { commandType: 'Increment' } });
  });

  it('refuses with 422 another command under the id of one handled before, and appends nothing', async () => {
    const stream = `counter-${randomUUID()}`;
    const context = ctx();
    await handleCommand(store, stream, counter, { type: 'Increment', by: 4, max: 10 }, context);
    await expect(handleCommand(store, stream, counter, { type: 'Add', by: 4, max: 10 }, context)).rejects.toThrow(
      IdempotencyKeyReusedError,
    );
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('takes an event stored without a command type (before it was recorded) as the retry it was', async () => {
    const stream = `counter-${randomUUID()}`;
    const context = ctx();
    const id = eventIdFor(context.commandId, stream, 0);
    await store.appendToStream(stream, [{ id, type: 'Incremented', data: { by: 4 }, metadata: { commandId: context.commandId } }], {
      expected: 'no_stream',
    });
    const again = await handleCommand(store, stream, counter, { type: 'Add', by: 4, max: 10 }, context);
    expect(again).toMatchObject({ events: [], state: 4, replayOf: { id } });
  });

  it('takes an event recorded under a renamed command type (PlanConversation) as the retry of the new one', async () => {
    const stream = `counter-${randomUUID()}`;
    const context = ctx();
    const id = eventIdFor(context.commandId, stream, 0);
    await store.appendToStream(
      stream,
      [{ id, type: 'Incremented', data: { by: 4 }, metadata: { commandId: context.commandId, commandType: 'PlanConversation' } }],
      { expected: 'no_stream' },
    );
    const renamed = { type: 'ScheduleConversation', by: 4, max: 10 } as unknown as CounterCommand;
    const again = await handleCommand(store, stream, counter, renamed, context);
    expect(again).toMatchObject({ events: [], state: 4, replayOf: { id } });
  });

  it('lets a step go on with a replayed event only when it is the one the step appends', async () => {
    const stream = `counter-${randomUUID()}`;
    const context = ctx();
    await store.appendToStream(
      stream,
      [{ id: eventIdFor(context.commandId, stream, 0), type: 'Decremented', data: { by: 1 }, metadata: { commandId: context.commandId } }],
      { expected: 'no_stream' },
    );
    const result = await handleCommand(store, stream, counter, { type: 'Increment', by: 4, max: 10 }, context);
    expect(() => replayedAs(result.replayOf, 'Incremented')).toThrow(IdempotencyKeyReusedError);
    expect(replayedAs(undefined, 'Incremented')).toBeUndefined();
  });

  it('writes each event with the schema version its category declares for the type', async () => {
    const stream = `counter-${randomUUID()}`;
    await handleCommand(store, stream, counter, { type: 'Increment', by: 1, max: 10 }, ctx());
    expect(await store.readStream(stream)).toMatchObject([{ type: 'Incremented', schemaVersion: 3 }]);
  });

  it('folds only the types its category declares: a foreign event in the stream is left out', async () => {
    const stream = `counter-${randomUUID()}`;
    await store.appendToStream(stream, [{ id: randomUUID(), type: 'Decremented', data: { by: 100 } }], { expected: 'no_stream' });
    const result = await handleCommand(store, stream, counter, { type: 'Increment', by: 2, max: 10 }, ctx());
    expect(result.state).toBe(2);
  });

  it('refuses to run on a stream of another category', async () => {
    await expect(handleCommand(store, `company-${randomUUID()}`, counter, { type: 'Increment', by: 1, max: 10 }, ctx())).rejects.toThrow(
      /not a stream of counter/,
    );
  });

  it('appends nothing when decide finds nothing to do', async () => {
    const stream = `counter-${randomUUID()}`;
    const result = await handleCommand(store, stream, counter, { type: 'Increment', by: 0, max: 10 }, ctx());
    expect(result.checkpoint).toBeNull();
    expect(await store.readStream(stream)).toHaveLength(0);
  });
});
