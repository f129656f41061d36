import {
  ANY,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  BACKWARDS,
  END,
  EventStoreDBClient,
  type RecordedEvent as EsdbRecordedEvent,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  jsonEvent,
  NO_STREAM,
  type Position,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  streamNameFilter,
} from '@eventstore/db-client';
import {
  type AppendResult,
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllResult,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  WrongExpectedVersionError,
} from '../port';
import { noProtection, type EventProtection } from '../personal-data/protection';
import { noUpcasters, type UpcasterRegistry } from '../upcasters';
import { assertAppendable, assertBatchAppendable, EventStoreAdapter } from '../adapter-base';

/** Events of $all scanned per request while looking for our streams. */
const SCAN_PAGE = 500;
const RESUBSCRIBE_MS = 1000;

export interface EventStoreDbOptions {
  /** readAll and onNewEvents see only streams starting with one of these; every non-system stream when left out. */
  streamPrefixes?: string[];
  upcasters?: UpcasterRegistry;
  /** Encrypts personal fields on append, decrypts them on read before the upcasters (keys in PostgreSQL). */
  protection?: EventProtection;
}

/** What the adapter keeps in an event's metadata JSON. */
type StoredMetadata = EventMetadata & { schemaVersion?: number };

const formatPosition = (p: Position): Checkpoint => `${p.commit}/${p.prepare}`;

function parsePosition(checkpoint: Checkpoint): Position {
  const [commit, prepare] = checkpoint.split('/');
  if (commit === undefined || prepare === undefined) throw new Error(`Not an EventStoreDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}

export function compareEventStoreDbCheckpoints(a: Checkpoint | null, b: Checkpoint | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  const pa = parsePosition(a);
  const pb = parsePosition(b);
  if (pa.commit !== pb.commit) return pa.commit < pb.commit ? -1 : 1;
  return pa.prepare === pb.prepare ? 0 : pa.prepare < pb.prepare ? -1 : 1;
}

function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (typeof expected === 'number') return expected < 0 ? NO_STREAM : BigInt(expected);
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default: {
      const unknown: never = expected;
      throw new Error(`Unknown expected version ${String(unknown)}`);
    }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/**
 * EventStoreDB adapter. The global order is $all, narrowed to our stream prefixes; a checkpoint
 * is the `commit/prepare` position of an event in $all. Projection checkpoints stay in PostgreSQL.
 */
export class EventStoreDbEventStore extends EventStoreAdapter implements EventStore {
  readonly kind = 'eventstoredb' as const;
  /** EventStoreDB has no transaction across streams: a batch is appended stream by stream (see the port). */
  readonly atomicBatches = false;
  private subscription: AllStreamSubscription | undefined;
  private resubscribeTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly client: EventStoreDBClient,
    private readonly streamPrefixes: string[],
    upcasters: UpcasterRegistry,
    protection: EventProtection,
  ) {
    super(upcasters, protection);
  }

  /**
   * Connects (e.g. to `esdb://localhost:2113?tls=false`) and reads once, so an unreachable server
   * fails at start-up instead of at the first command.
   */
  static async connect(connectionString: string, options: EventStoreDbOptions = {}): Promise<EventStoreDbEventStore> {
    const streamPrefixes = options.streamPrefixes ?? [];
    if (streamPrefixes.some((p) => p === '' || p.startsWith('$'))) {
      throw new Error('EventStoreDB stream prefixes must be non-empty and must not name $ system streams');
    }
    const client = EventStoreDBClient.connectionString(connectionString);
    try {
      await client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 }).toArray();
    } catch (err) {
      await client.dispose();
      throw new Error(`Could not read from EventStoreDB at ${connectionString}: ${(err as Error).message}`, { cause: err });
    }
    return new EventStoreDbEventStore(client, streamPrefixes, options.upcasters ?? noUpcasters, options.protection ?? noProtection);
  }

  async appendToStream(stream: string, given: NewEvent[], options: { expected: ExpectedVersion }): Promise<AppendResult> {
    assertAppendable(given);
    const { expected } = options;
    const [{ events }] = (await this.protection.seal([{ stream, events: given, expected }])) as [StreamAppend];
    const eventData = events.map((e) =>
      jsonEvent({
        id: e.id,
        type: e.type,
        data: e.data,
        metadata: { ...e.metadata, schemaVersion: e.schemaVersion ?? 1 } satisfies StoredMetadata,
      }),
    );
    let result;
    try {
      result = await this.client.appendToStream(stream, eventData, { expectedRevision: toExpectedRevision(expected) });
    } catch (err) {
      if (err instanceof EsdbWrongExpectedVersionError) {
        const actual = err.actualVersion === NO_STREAM ? 'no_stream' : Number(err.actualVersion);
        throw new WrongExpectedVersionError(stream, expected, actual);
      }
      throw err;
    }
    this.wake();
    const revision = Number(result.nextExpectedRevision);
    const checkpoint = result.position ? formatPosition(result.position) : await this.checkpointAt(stream, revision);
    return { nextExpectedVersion: revision, checkpoint };
  }

  async appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]> {
    assertBatchAppendable(appends);
    // One after the other, in the order given: the first refusal stops the batch, and what came before
    // it stays written (a retry of the same batch finds those events already there and goes on).
    const results: AppendResult[] = [];
    for (const { stream, events, expected } of appends) results.push(await this.appendToStream(stream, events, { expected }));
    return results;
  }

  /** An idempotent retry comes back without a position: take the one of the event stored then. */
  private async checkpointAt(stream: string, revision: number): Promise<Checkpoint> {
    const [event] = await this.client.readStream(stream, { fromRevision: BigInt(revision), maxCount: 1 }).toArray();
    if (!event?.event?.position) throw new Error(`EventStoreDB gave no position for revision ${revision} of ${stream}`);
    return formatPosition(event.event.position);
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { from = 0, to, asOf } = options;
    if (to !== undefined && to < from) return [];
    const read = this.client.readStream(stream, {
      fromRevision: from > 0 ? BigInt(from) : START,
      ...(to !== undefined && { maxCount: to + 1 - from }),
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const { event } of read) {
        if (!event) continue;
        if (to !== undefined && event.revision > BigInt(to)) break;
        if (asOf !== undefined && event.created > asOf) continue;
        events.push(this.toRecorded(event));
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return this.open(events);
  }

  async readAll(from: Checkpoint | null, max: number): Promise<ReadAllResult> {
    const events: RecordedEvent[] = [];
    // Reading $all from a position includes the event at that position: skip it.
    let boundary = from === null ? undefined : parsePosition(from);
    while (events.length < max) {
      let scanned = 0;
      const page = this.client.readAll({ fromPosition: boundary ?? START, maxCount: SCAN_PAGE });
      const start = boundary;
      for await (const { event } of page) {
        scanned++;
        if (!event) continue;
        const { position } = event;
        if (start && position.commit === start.commit && position.prepare === start.prepare) continue;
        boundary = position;
        if (this.isOurs(event.streamId)) events.push(this.toRecorded(event));
        if (events.length === max) break;
      }
      if (scanned < SCAN_PAGE) break;
    }
    // Past the last scanned event, even one not ours: the next read need not scan it again.
    return { events: await this.open(events), checkpoint: boundary ? formatPosition(boundary) : from };
  }

  compareCheckpoints(a: Checkpoint | null, b: Checkpoint | null): number {
    return compareEventStoreDbCheckpoints(a, b);
  }

  async close(): Promise<void> {
    this.stopWaking();
    clearTimeout(this.resubscribeTimer);
    await this.subscription?.unsubscribe().catch(() => undefined);
    await this.client.dispose();
  }

  private isOurs(streamId: string): boolean {
    if (streamId.startsWith('$')) return false;
    return this.streamPrefixes.length === 0 || this.streamPrefixes.some((p) => streamId.startsWith(p));
  }

  private toRecorded(event: EsdbRecordedEvent): RecordedEvent {
    if (!event.isJson || !isObject(event.data)) throw new Error(`Event ${event.id} in ${event.streamId} is not a JSON object`);
    if (!event.position) throw new Error('EventStoreDB gave no $all position for an event; version 22.6 or later is needed');
    const { schemaVersion, ...metadata } = (isObject(event.metadata) ? event.metadata : {}) as StoredMetadata;
    return {
      id: event.id,
      streamId: event.streamId,
      streamPosition: Number(event.revision),
      type: event.type,
      schemaVersion: schemaVersion ?? 1,
      data: event.data,
      metadata,
      recordedAt: event.created.toISOString(),
      checkpoint: formatPosition(event.position),
    };
  }

  /** A catch-up subscription from the end, only to wake readers; they read through readAll. */
  protected startFeed() {
    if (this.subscription || this.closed) return;
    const filter =
      this.streamPrefixes.length > 0 ? streamNameFilter({ prefixes: this.streamPrefixes }) : streamNameFilter({ regex: '^[^$]' });
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter });
    this.subscription = subscription;
    subscription.on('data', this.wake);
    // Events appended before the subscription went live (or while it was down) are found by reading.
    subscription.on('confirmation', this.wake);
    subscription.on('error', (err) => {
      console.error('[eventstore] EventStoreDB subscription failed, resubscribing:', err.message);
      this.subscription = undefined;
      if (this.closed) return;
      clearTimeout(this.resubscribeTimer);
      this.resubscribeTimer = setTimeout(() => this.startFeed(), RESUBSCRIBE_MS);
    });
  }
}
