/**
 * The event store port. Both adapters (PostgreSQL, EventStoreDB) implement it and pass
 * the same conformance suite (tests/support/eventstore-conformance.ts).
 */

/** Who did it and why; stored with every event. */
export interface EventMetadata {
  actor?: string;
  tenant?: string;
  commandId?: string;
  /** The type of the command that appended the event: a retry under the same command id must be the same command. */
  commandType?: string;
  correlationId?: string;
  causationId?: string;
  /** The personal API token the request came with (its id; issue 26): the actor acted through it. */
  viaToken?: string;
  /** Whose personal data the event carries when its data does not say (`conversation:12`); see events/personal-data.ts. */
  dataSubject?: string;
}

export interface NewEvent {
  /** Unique per stream; a retried append with the same ids is a no-op (idempotent). */
  id: string;
  type: string;
  data: Record<string, unknown>;
  metadata?: EventMetadata;
  /** Version of this event type's payload shape; upcasters lift older versions on read. */
  schemaVersion?: number;
}

export interface RecordedEvent {
  id: string;
  streamId: string;
  /** 0-based position within the stream (the stream's revision after this event). */
  streamPosition: number;
  type: string;
  schemaVersion: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  /** ISO time at which the store recorded the event. */
  recordedAt: string;
  /** Opaque, store-specific position in the global order; compare with `compareCheckpoints`. */
  checkpoint: Checkpoint;
}

/** Opaque and serialisable (kept in PostgreSQL by projections). */
export type Checkpoint = string;

/** What a read of the global order hands over of each event. */
export interface ReadAllOptions {
  /**
   * false: the metadata's commandId, causationId and correlationId may be left out. No projection reads them,
   * and in the bench's history they are two thirds of an event's stored JSON; a rebuild reads every event so.
   */
  traceIds?: boolean;
}

/** A revision number (0-based position of the stream's last event) or one of the named cases. */
export type ExpectedVersion = number | 'no_stream' | 'stream_exists' | 'any';

export interface AppendResult {
  /** Revision of the stream after the append (position of its last event). */
  nextExpectedVersion: number;
  /** Checkpoint of the last appended event: projections past it show this change. */
  checkpoint: Checkpoint;
}

/** One stream's part of a multi-stream append (appendToStreams). */
export interface StreamAppend {
  stream: string;
  events: NewEvent[];
  expected: ExpectedVersion;
}

export interface ReadStreamOptions {
  /** Only events from this stream position on: what a stream got since a reader last saw it. */
  from?: number;
  /** Only events up to and including this stream position. */
  to?: number;
  /** Only events recorded at or before this moment: the stream as it was then. */
  asOf?: Date;
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Where the next read continues; unchanged when nothing new was visible. */
  checkpoint: Checkpoint | null;
}

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  appendToStream(stream: string, events: NewEvent[], options: { expected: ExpectedVersion }): Promise<AppendResult>;
  /**
   * Appends to several streams, each at most once and each with its own expected version; one
   * result per append, in the order given. A wrong expected version throws
   * WrongExpectedVersionError naming that stream. A retried batch with the same event ids is
   * stored once (each stream recognises its events, as with appendToStream).
   * When `atomicBatches` (PostgreSQL) the batch is one transaction: all streams or none.
   * Otherwise (EventStoreDB, which has no transaction across streams) the streams are appended
   * one after the other in the order given, each atomically and version-checked, and the first
   * failure ends the batch with the streams before it written and the rest not: put the stream
   * whose refusal matters most last, and retry the same batch to finish it.
   */
  appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]>;
  readonly atomicBatches: boolean;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events after `from` (null = from the start) in global order, at most `max`. Never skips a late commit. */
  readAll(from: Checkpoint | null, max: number, options?: ReadAllOptions): Promise<ReadAllResult>;
  /**
   * readAll in two steps, for readers that read ahead (read-ahead.ts): the events as stored (personal
   * data still sealed, not upcast) with the checkpoint after them, then `openStored` to make them what
   * readAll returns. Optional: where a store has them, a rebuild reads the next page while it opens
   * this one and applies the one before.
   */
  readAllStored?(from: Checkpoint | null, max: number, options?: ReadAllOptions): Promise<ReadAllResult>;
  openStored?(events: RecordedEvent[]): Promise<RecordedEvent[]>;
  /** Calls `listener` (without arguments) whenever new events may be readable. Returns an unsubscribe. */
  onNewEvents(listener: () => void): () => void;
  /** Negative when a is before b, 0 when equal, positive when after; null counts as the very start. */
  compareCheckpoints(a: Checkpoint | null, b: Checkpoint | null): number;
  /** How many events the store holds (for progress bars); optional where counting is costly. */
  countEvents?(): Promise<number>;
  /**
   * Runs `work` while holding a lock on `stream` that other processes' `withStreamLock` calls wait
   * for (not plain appends). Where a store has none (EventStoreDB), command handlers fall back to
   * retries with jitter.
   */
  withStreamLock?<T>(stream: string, work: () => Promise<T>): Promise<T>;
  /**
   * Counts the erasures of personal data this process has learned of (its own, and those it read
   * as PersonalDataErased). Whoever keeps what it opened from the store (a command's folded state)
   * drops it when this changes; erasures elsewhere are seen within DataKeyStore's key lifetime.
   */
  readonly erasuresSeen: number;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected version for stream ${stream}: expected ${expected}, actual ${actual}`);
    this.name = 'WrongExpectedVersionError';
  }
}
