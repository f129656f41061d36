import { createHash } from 'node:crypto';
import { ConflictError } from '../platform/errors';
import {
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  WrongExpectedVersionError,
} from '../eventstore/port';
import type { Decider, DomainEvent } from './decider';
import { foldRecorded } from '../eventstore/load-aggregate';
import { IdempotencyKeyReusedError } from './replay';
import { assertStorable } from './storable';
import { inTurn, type Waiting } from './stream-turns';
import { type Decided, DecidedStates, noteCommands } from './decided-states';

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
  /** The read models the caller answers from (projection names): read your writes waits for these; absent, for all. */
  reads?: readonly string[];
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

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** attempt)));

/** A stable event id from the command id: the same command retried yields the same ids. */
export function eventIdFor(commandId: string, stream: string, index: number): string {
  const hex = createHash('sha256').update(`${commandId}\u0000${stream}\u0000${index}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Command types renamed since events recorded them (metadata.commandType): a client retrying its
 * request across the deploy sends the same command under the new name and must get the replay.
 */
const RENAMED_COMMAND_TYPES: Readonly<Record<string, string>> = { PlanConversation: 'ScheduleConversation' };

interface Entry<State, Command> extends Waiting<unknown> {
  command: Command;
  commandId: string;
  commandType: string | undefined;
  metadata: EventMetadata;
  retryForMs: number;
  resolve(result: CommandResult<State, DomainEvent>): void;
}

type Outcome<State, Event> = { result: CommandResult<State, Event> } | { error: unknown };

/**
 * Loads the stream, runs the pure decide and appends with the version it read. Commands on one stream
 * take turns within this process, so a burst from one account (an import beside the UI, twenty
 * parallel creates) does not race itself; those that wait meanwhile share the next turn: one read, each
 * decided on the state the ones before it left, one append (each keeps its own refusal). Another process
 * may still write in between: the turn then runs again on the newer state, holding the store's stream
 * lock where it has one (PostgreSQL: waiting sessions are served in turn, nobody starves), else after a
 * random pause. Only after many conflicts does the caller get a ConflictError (HTTP 409).
 */
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
  return new Promise<CommandResult<State, Event>>((resolve, reject) => {
    const entry: Entry<State, Command> = {
      key: decider,
      command,
      commandId: context.commandId,
      commandType,
      metadata,
      retryForMs,
      resolve: resolve as Entry<State, Command>['resolve'],
      reject,
    };
    inTurn(store, stream, entry, (entries) => takeTurn(store, stream, decider, entries));
  });
}

/** One turn: the commands decided and appended together, again on conflicts, each settled with its own outcome. */
async function takeTurn<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  entries: Array<Entry<State, Command>>,
): Promise<void> {
  let waiting = entries;
  while (waiting.length > 0) {
    const retryForMs = Math.min(...waiting.map((entry) => entry.retryForMs));
    const batch = waiting;
    const run = () => attempt(store, stream, decider, batch);
    let turn = await run();
    if (!turn) {
      const retry = async () => {
        const until = Date.now() + retryForMs;
        for (let n = 2; store.withStreamLock ? Date.now() < until : n <= MAX_UNLOCKED_ATTEMPTS; n++) {
          if (!store.withStreamLock) await pause(n);
          const result = await run();
          if (result) return result;
        }
        throw new ConflictError();
      };
      turn = await (store.withStreamLock ? store.withStreamLock(stream, retry) : retry());
    }
    for (const [entry, outcome] of turn.settled) {
      if ('result' in outcome) entry.resolve(outcome.result);
      else entry.reject(outcome.error);
    }
    waiting = turn.later;
  }
}

/**
 * The stream's state and event ids: the kept ones (decided-states.ts) with what the stream got since
 * folded in, or the whole stream folded when nothing is kept or what came does not follow on.
 */
async function readDecided<State, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, unknown, Event>,
  kept: Decided<State> | undefined,
): Promise<Decided<State>> {
  if (kept) {
    const since = await store.readStream(stream, { from: kept.position + 1 });
    if (since.length === 0) return kept;
    if (since[0]!.streamPosition === kept.position + 1) return followOn(decider, kept.state, kept.commands, since);
  }
  return followOn(decider, decider.initialState(), new Map(), await store.readStream(stream));
}

function followOn<State, Event extends DomainEvent>(
  decider: Decider<State, unknown, Event>,
  from: State,
  commands: Decided<State>['commands'],
  events: readonly RecordedEvent[],
): Decided<State> {
  const last = events[events.length - 1];
  return {
    state: foldRecorded(decider.category, decider, events, from),
    position: last ? last.streamPosition : -1,
    checkpoint: last ? last.checkpoint : null,
    commands: noteCommands(commands, events),
  };
}

/**
 * One read-decide-append for the turn's commands; null when another writer came first. A command whose
 * id a command before it in the turn already uses goes to `later`: after this append it is a replay.
 */
async function attempt<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  entries: Array<Entry<State, Command>>,
): Promise<{ settled: Array<[Entry<State, Command>, Outcome<State, Event>]>; later: Array<Entry<State, Command>> } | null> {
  const { category } = decider;
  const states = DecidedStates.of(store);
  const key = DecidedStates.key(decider, stream);
  const decided = await readDecided(store, stream, decider, states.get<State>(key));
  const stored = decided.state;
  let state = stored;
  const appended: NewEvent[] = [];
  const settled: Array<[Entry<State, Command>, Outcome<State, Event>]> = [];
  const appending: Array<CommandResult<State, Event>> = [];
  const taken = new Set<string>();
  const later: Array<Entry<State, Command>> = [];
  for (const entry of entries) {
    const firstId = eventIdFor(entry.commandId, stream, 0);
    if (taken.has(firstId)) {
      later.push(entry);
      continue;
    }
    try {
      const earlier = decided.commands.get(firstId);
      if (earlier) {
        // Events stored before commandType was recorded carry none; their ids never derive from a
        // client's key (command-context.ts), so they can only be a retry of the same system command.
        const recordedType = earlier.commandType;
        if (recordedType !== undefined && (RENAMED_COMMAND_TYPES[recordedType] ?? recordedType) !== entry.commandType)
          throw new IdempotencyKeyReusedError();
        // The same command was handled before (a retried request): answer as then, append nothing.
        const [replayOf] = await store.readStream(stream, { from: earlier.position, to: earlier.position });
        settled.push([entry, { result: { events: [], state: stored, checkpoint: decided.checkpoint, replayOf } }]);
        continue;
      }
      const events = decider.decide(entry.command, state);
      for (const event of events) assertStorable(event.data);
      for (const event of events) state = decider.evolve(state, event);
      events.forEach((event, index) =>
        appended.push({ id: eventIdFor(entry.commandId, stream, index), ...category.versioned(event), metadata: entry.metadata }),
      );
      const result: CommandResult<State, Event> = { events, state, checkpoint: null };
      if (events.length > 0) {
        taken.add(firstId);
        appending.push(result);
      }
      settled.push([entry, { result }]);
    } catch (err) {
      settled.push([entry, { error: err }]);
    }
  }
  if (appended.length > 0) {
    const expected = decided.position >= 0 ? decided.position : 'no_stream';
    try {
      const { checkpoint, nextExpectedVersion } = await store.appendToStream(stream, appended, { expected });
      // Each waits for the whole append: a little later than its own events, never earlier.
      for (const result of appending) result.checkpoint = checkpoint;
      const positioned = appended.map((event, i) => ({ ...event, streamPosition: decided.position + 1 + i }));
      noteCommands(decided.commands, positioned);
      states.set(key, { state, position: nextExpectedVersion, checkpoint, commands: decided.commands });
    } catch (err) {
      // Another writer came first (or the stream is not what was kept): the next try reads it whole.
      states.delete(key);
      if (err instanceof WrongExpectedVersionError) return null;
      throw err;
    }
  } else states.set(key, decided);
  return { settled, later };
}
