import { createHash } from 'node:crypto';
import { ConflictError } from '../platform/errors';
import { type Checkpoint, type EventMetadata, type EventStore, WrongExpectedVersionError } from '../eventstore/port';
import type { Decider, DomainEvent } from './decider';
import { foldRecorded } from './load-aggregate';

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
}

export interface CommandResult<State, Event> {
  events: Event[];
  state: State;
  /** Where the appended events sit in the global order; null when nothing was appended. */
  checkpoint: Checkpoint | null;
}

const MAX_ATTEMPTS = 4;

/** A stable event id from the command id: the same command retried yields the same ids. */
export function eventIdFor(commandId: string, stream: string, index: number): string {
  const hex = createHash('sha256').update(`${commandId}\u0000${stream}\u0000${index}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Loads the stream, runs the pure decide and appends with the version it read. A concurrent
 * writer makes the append fail; then the whole cycle runs again on the newer state, a few
 * times, before the caller gets a ConflictError (HTTP 409).
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<State, Event>> {
  const { category } = decider;
  if (!category.owns(stream)) throw new Error(`${stream} is not a stream of ${category.name}`);
  const metadata: EventMetadata = {
    actor: context.actor,
    tenant: context.tenant,
    commandId: context.commandId,
    correlationId: context.correlationId ?? context.commandId,
    causationId: context.causationId ?? context.commandId,
  };
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(stream);
    let state = foldRecorded(category, decider, recorded);
    const firstId = eventIdFor(context.commandId, stream, 0);
    const earlier = recorded.findLast((event) => event.id === firstId);
    // The same command was handled before (a retried request): answer as then, append nothing.
    if (earlier) return { events: [], state, checkpoint: recorded[recorded.length - 1]!.checkpoint };
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, checkpoint: null };
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
      if (!(err instanceof WrongExpectedVersionError)) throw err;
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError();
    }
  }
}
