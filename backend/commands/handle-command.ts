import { createHash } from 'node:crypto';
import { ConflictError } from '../platform/errors';
import { type Checkpoint, type EventMetadata, type EventStore, type RecordedEvent, WrongExpectedVersionError } from '../eventstore/port';
import type { Decider, DomainEvent } from './decider';
import { foldRecorded } from '../eventstore/load-aggregate';
import { IdempotencyKeyReusedError } from './replay';
import { assertStorable } from './storable';

export interface CommandContext {
  /** The user who gives the command. */
  actor: string;
  /** The owner (HR user) whose data this is. */
  tenant: string;
  /** Unique per command; a retried command with the same id appends nothing twice. */
  commandId: string;
  /** True when commandId comes from the client's Idempotency-Key (a retry reuses it). */
  idempotent?: boolean;
  correlationId?: string;
  causationId?: string;
  /** The personal API token the request came with; recorded on every event it appends. */
  viaToken?: string;
}

export interface CommandResult<State, Event> {
  events: Event[];
  state: State;
  /** Where the appended events sit in the global order; null when nothing was appended. */
  checkpoint: Checkpoint | null;
  /** Set when the command had been handled before (a retry): the first event that handling appended. */
  replayOf?: RecordedEvent;
}

/**
 * How long a command keeps trying after conflicts before the caller gets a 409. Holding the stream lock,
 * it only loses to other processes' first, optimistic tries, which end: it retries for as long as that
 * takes (bounded in time, not in tries, so a busy neighbour cannot starve it). Without a lock: jittered tries.
 */
const RETRY_FOR_MS = 10_000;
const MAX_UNLOCKED_ATTEMPTS = 12;

/** Commands per store and stream that are waiting their turn in this process. */
const queues = new WeakMap<EventStore, Map<string, Promise<unknown>>>();

/** Runs `work` after the commands before it on the same stream (in this process) have finished. */
function inTurn<T>(store: EventStore, stream: string, work: () => Promise<T>): Promise<T> {
  let streams = queues.get(store);
  if (!streams) queues.set(store, (streams = new Map()));
  const before = streams.get(stream) ?? Promise.resolve();
  const run = before.then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  streams.set(stream, tail);
  void tail.then(() => {
    if (streams.get(stream) === tail) streams.delete(stream);
  });
  return run;
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** attempt)));

/** A stable event id from the command id: the same command retried yields the same ids. */
export function eventIdFor(commandId: string, stream: string, index: number): string {
  const hex = createHash('sha256').update(`${commandId}\u0000${stream}\u0000${index}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Loads the stream, runs the pure decide and appends with the version it read. Commands on one stream
 * take turns within this process, so a burst from one account (an import beside the UI, twenty
 * parallel creates) does not race itself. Another process may still write in between: the command
 * then runs again on the newer state, holding the store's stream lock where it has one (PostgreSQL:
 * waiting sessions are served in turn, nobody starves), else after a random pause. Only after many
 * conflicts does the caller get a ConflictError (HTTP 409).
 */
/**
 * Command types renamed since events recorded them (metadata.commandType): a client retrying its
 * request across the deploy sends the same command under the new name and must get the replay.
 */
const RENAMED_COMMAND_TYPES: Readonly<Record<string, string>> = { PlanConversation: 'ScheduleConversation' };

export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  retryForMs = RETRY_FOR_MS,
): Promise<CommandResult<State, Event>> {
  const { category } = decider;
  if (!category.owns(stream)) throw new Error(`${stream} is not a stream of ${category.name}`);
  const commandType = typeof (command as { type?: unknown }).type === 'string' ? (command as { type: string }).type : undefined;
  const metadata: EventMetadata = {
    actor: context.actor,
    tenant: context.tenant,
    commandId: context.commandId,
    ...(commandType !== undefined && { commandType }),
    correlationId: context.correlationId ?? context.commandId,
    causationId: context.causationId ?? context.commandId,
    ...(context.viaToken !== undefined && { viaToken: context.viaToken }),
  };
  /** One read-decide-append; null when another writer came first. */
  const attempt = async (): Promise<CommandResult<State, Event> | null> => {
    const recorded = await store.readStream(stream);
    let state = foldRecorded(category, decider, recorded);
    const firstId = eventIdFor(context.commandId, stream, 0);
    const earlier = recorded.findLast((event) => event.id === firstId);
    if (earlier) {
      // Events stored before commandType was recorded carry none; their ids never derive from a
      // client's key (command-context.ts), so they can only be a retry of the same system command.
      const recordedType = earlier.metadata.commandType;
      if (recordedType !== undefined && (RENAMED_COMMAND_TYPES[recordedType] ?? recordedType) !== commandType)
        throw new IdempotencyKeyReusedError();
      // The same command was handled before (a retried request): answer as then, append nothing.
      return { events: [], state, checkpoint: recorded[recorded.length - 1]!.checkpoint, replayOf: earlier };
    }
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, checkpoint: null };
    for (const event of events) assertStorable(event.data);
    const expected = recorded.length ? recorded[recorded.length - 1]!.streamPosition : 'no_stream';
    try {
      const result = await store.appendToStream(
        stream,
        events.map((event, index) => ({ id: eventIdFor(context.commandId, stream, index), ...category.versioned(event), metadata })),
        { expected },
      );
      for (const event of events) state = decider.evolve(state, event);
      return { events, state, checkpoint: result.checkpoint };
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) return null;
      throw err;
    }
  };
  return inTurn(store, stream, async () => {
    const first = await attempt();
    if (first) return first;
    const retry = async () => {
      const until = Date.now() + retryForMs;
      for (let n = 2; store.withStreamLock ? Date.now() < until : n <= MAX_UNLOCKED_ATTEMPTS; n++) {
        if (!store.withStreamLock) await pause(n);
        const result = await attempt();
        if (result) return result;
      }
      throw new ConflictError();
    };
    return store.withStreamLock ? store.withStreamLock(stream, retry) : retry();
  });
}
