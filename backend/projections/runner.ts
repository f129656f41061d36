import type { Checkpoint, EventStore } from '../eventstore/port';
import type { DbClient, Pool, Queryable } from '../platform/db';
import { commitBatch, moveCheckpoint, readCheckpoint } from './commit-batch';
import { errorText, parkedLine, type ParkedEvent } from './dead-letter';
import { READ_SCHEMA, type Projection } from './projection';
import { ProjectionLock } from './projection-lock';
import { sharedReads, type EventFeed } from './shared-reads';

// Kept here for the callers that import it from the runner.
export { advisoryLockKey } from './projection-lock';

export interface RunnerOptions {
  batchSize?: number;
  /** Schema holding the tables and the checkpoint row; reactors keep theirs outside the rebuilt read schema. */
  schema?: string;
  /** How long a runner that does not hold the lock waits before trying again. */
  standbyRetryMs?: number;
  onError?: (err: Error) => void;
  /** Called once per parked event, after its batch committed; by default one log line. */
  onParked?: (parked: ParkedEvent) => void;
}

/** How waiting for a checkpoint ended. */
export type WaitOutcome =
  | { kind: 'visible' }
  | { kind: 'timeout' }
  | { kind: 'failing'; projection: string; error: string }
  | { kind: 'parked'; projection: string; eventId: string; error: string };

export interface WaitOptions {
  timeoutMs: number;
  /** Ids of the awaited events: reaching the checkpoint is not enough when one was parked. */
  eventIds?: readonly string[];
  signal?: AbortSignal;
}

/**
 * A failed batch is retried after 200 ms; only when that retry fails too does the runner
 * count as failing, so one deadlock does not turn a save into an error for the user.
 */
export const FAILING_AFTER = 2;
/** Parked events remembered for read-your-writes; older ones are looked up in the table. */
const RECENT_PARKED = 1000;
/**
 * Events that were none of the projection's business move its checkpoint row lazily: once the runner
 * has been idle this long, or with its next batch that writes, or at the latest after FLUSH_AT_MOST_MS.
 */
const FLUSH_IDLE_MS = 100;
const FLUSH_AT_MOST_MS = 1000;
/**
 * Woken by new events while nobody waits for this read model, a runner lets this much time pass first:
 * the read models a request waits for get the machine to themselves, and the others take what came
 * meanwhile in one batch. A wait that starts (a write's read-your-writes, a read's catch-up) ends the pause.
 */
export const UNAWAITED_PAUSE_MS = 20;

/**
 * Keeps one projection up to date. Each batch and its new checkpoint commit in one
 * transaction, so a crash replays nothing twice and loses nothing. An event the projection
 * cannot apply is parked (dead-letter.ts) and the runner moves on; only transient errors make
 * it retry the batch with growing pauses. Only the runner holding the projection's advisory
 * lock works; others wait on standby.
 */
export class ProjectionRunner {
  /** What this runner has applied (or passed): its checkpoint as read-your-writes sees it. */
  private position: Checkpoint | null = null;
  /**
   * The checkpoint row as this runner last wrote or read it while holding the lock; behind `position`
   * by `passed` events that asked nothing of the database. Undefined: to be read from the table.
   */
  private stored: Checkpoint | null | undefined;
  private passed = 0;
  private storedAt = 0;
  private running = false;
  private readonly lock: ProjectionLock;
  private wakeUp: (() => void) | undefined;
  /** Ends the pause of a runner nobody waited for (`idle`) when a wait starts. */
  private hurry: (() => void) | undefined;
  /** Set by a wake-up that arrives while a batch runs, so it is not lost. */
  private wakePending = false;
  private readonly waiters = new Set<() => void>();
  private loopDone: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | undefined;
  private failures = 0;
  private lastFailure: { message: string; code: string | null; at: Date } | null = null;
  private readonly recentlyParked = new Map<string, ParkedEvent>();

  /** The store as runners read it: one read of new events shared by all runners of the store. */
  private readonly store: EventFeed;

  constructor(
    private readonly pool: Pool,
    store: EventStore,
    readonly projection: Projection,
    private readonly options: RunnerOptions = {},
  ) {
    this.store = sharedReads(store);
    this.lock = new ProjectionLock(pool, projection.name);
  }

  /** Where its checkpoint and dead letters live. */
  get schema(): string {
    return this.options.schema ?? READ_SCHEMA;
  }

  get checkpoint(): Checkpoint | null {
    return this.position;
  }

  /** Holds the projection's lock: this runner is the one that works. */
  get isActive(): boolean {
    return this.lock.held;
  }

  /** Its last batches failed (transient errors) and it is backing off before the next try. */
  get isFailing(): boolean {
    return this.failures >= FAILING_AFTER;
  }

  /** The error of the last failed batch, until a batch succeeds. */
  get lastError(): { message: string; code: string | null; at: Date } | null {
    return this.lastFailure;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.store.onNewEvents(() => {
      this.wakePending = true;
      this.wakeUp?.();
    });
    this.loopDone = this.loop();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    this.hurry?.();
    this.unsubscribe?.();
    await this.loopDone;
  }

  /** True once this projection has applied everything up to `target`; false on a timeout or a failure. */
  async waitFor(target: Checkpoint | null, timeoutMs: number): Promise<boolean> {
    return (await this.awaitCheckpoint(target, { timeoutMs })).kind === 'visible';
  }

  /** Waits until `target` is applied, but ends early when this runner is failing or an awaited event was parked. */
  async awaitCheckpoint(target: Checkpoint | null, options: WaitOptions): Promise<WaitOutcome> {
    const deadline = Date.now() + options.timeoutMs;
    while (true) {
      if (this.store.compareCheckpoints(this.position, target) >= 0) return this.parkedAmong(options.eventIds ?? []);
      if (this.isFailing) return { kind: 'failing', projection: this.projection.name, error: this.lastFailure?.message ?? '' };
      const left = deadline - Date.now();
      if (left <= 0 || options.signal?.aborted) return { kind: 'timeout' };
      // On standby another process moves the checkpoint: look at the table now and then.
      if (!this.isActive) await this.followTable();
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiters.delete(done);
          options.signal?.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, this.isActive ? left : Math.min(left, 50));
        this.waiters.add(done);
        this.hurry?.();
        options.signal?.addEventListener('abort', done);
      });
    }
  }

  /**
   * On standby: takes the checkpoint row another process moves. Only forward and only while still on
   * standby: the read may answer after this runner took the lock and applied more, and a position
   * sent back would make it apply those events a second time.
   */
  private async followTable(): Promise<void> {
    const seen = await this.readCheckpoint(this.pool);
    if (!this.isActive && this.store.compareCheckpoints(seen, this.position) > 0) this.position = seen;
  }

  private async parkedAmong(eventIds: readonly string[]): Promise<WaitOutcome> {
    for (const id of eventIds) {
      const parked = this.recentlyParked.get(id);
      if (parked) return { kind: 'parked', projection: this.projection.name, eventId: id, error: parked.error };
    }
    if (this.isActive || eventIds.length === 0) return { kind: 'visible' };
    // Another process applied (or parked) them: ask its dead-letter table.
    const { rows } = await this.pool.query<{ event_id: string; error: string }>(
      `SELECT event_id, error FROM ${this.schema}.projection_dead_letters WHERE projection = $1 AND event_id = ANY($2::text[]) LIMIT 1`,
      [this.projection.name, eventIds],
    );
    const row = rows[0];
    return row ? { kind: 'parked', projection: this.projection.name, eventId: row.event_id, error: row.error } : { kind: 'visible' };
  }

  /**
   * Applies one batch on the lock's connection; returns how many events it read (0 when caught up).
   * The checkpoint is read from the table only when this runner does not know it (at the start, after a
   * rebuild moved it): while it holds the lock nobody else writes it.
   */
  async runBatch(client: DbClient): Promise<number> {
    if (this.stored === undefined) {
      this.stored = await this.readCheckpoint(client);
      this.passed = 0;
      this.storedAt = Date.now();
      this.position = this.stored;
    }
    const { events, checkpoint } = await this.store.readAll(this.position, this.batchSize);
    if (events.length === 0) {
      this.advance(this.position);
      return 0;
    }
    const outcome = await commitBatch(client, {
      schema: this.schema,
      projection: this.projection,
      before: this.stored,
      events,
      after: checkpoint,
      passed: this.passed,
    });
    if (outcome === 'moved') {
      this.stored = undefined;
      return events.length;
    }
    if (outcome === 'untouched') {
      this.passed += events.length;
    } else {
      this.projection.afterCommit?.();
      for (const p of outcome) this.noteParked(p);
      this.stored = checkpoint;
      this.passed = 0;
      this.storedAt = Date.now();
    }
    this.advance(checkpoint);
    return events.length;
  }

  /** Writes the checkpoint of events passed without a batch; a row someone else moved is read anew next time. */
  private async flushCheckpoint(client: DbClient): Promise<void> {
    if (this.stored === undefined || this.passed === 0) return;
    const { schema, stored: before, position: after, passed } = this;
    const moved = !(await moveCheckpoint(client, { schema, name: this.projection.name, before, after, passed }));
    this.stored = moved ? undefined : after;
    this.passed = 0;
    this.storedAt = Date.now();
  }

  private get batchSize(): number {
    return this.options.batchSize ?? 500;
  }

  private noteParked(parked: ParkedEvent) {
    if (this.options.onParked) this.options.onParked(parked);
    else console.warn(parkedLine(parked));
    this.recentlyParked.set(parked.event.id, parked);
    if (this.recentlyParked.size > RECENT_PARKED) this.recentlyParked.delete(this.recentlyParked.keys().next().value!);
  }

  private advance(checkpoint: Checkpoint | null) {
    this.position = checkpoint;
    this.notifyWaiters();
  }

  private notifyWaiters() {
    for (const waiter of [...this.waiters]) waiter();
  }

  private readCheckpoint(db: Queryable): Promise<Checkpoint | null> {
    return readCheckpoint(db, this.schema, this.projection.name);
  }

  private async loop() {
    while (this.running) {
      try {
        if (!this.isActive && !(await this.lock.tryAcquire())) {
          this.stored = undefined;
          await this.sleep(this.options.standbyRetryMs ?? 1000);
          continue;
        }
        const client = this.lock.connection!;
        this.wakePending = false;
        const read = await this.runBatch(client);
        this.failures = 0;
        this.lastFailure = null;
        if (this.passed > 0 && Date.now() - this.storedAt >= FLUSH_AT_MOST_MS) await this.flushCheckpoint(client);
        // A short page was all there was: no second read to learn that, unless an append woke it meanwhile.
        if (read === this.batchSize || this.wakePending) continue;
        if (this.passed > 0) {
          await this.idle(FLUSH_IDLE_MS);
          if (!this.wakePending && this.running) await this.flushCheckpoint(client);
          continue;
        }
        await this.idle(1000);
      } catch (err) {
        this.stored = undefined;
        this.failures++;
        const { error, errorCode } = errorText(err);
        this.lastFailure = { message: error, code: errorCode, at: new Date() };
        this.notifyWaiters(); // read-your-writes waits end early instead of running out
        this.options.onError?.(err as Error);
        if (!this.options.onError) console.error(`[projection ${this.projection.name}]`, (err as Error).message);
        await this.sleep(Math.min(30_000, 100 * 2 ** this.failures));
      }
    }
    const client = this.lock.connection;
    if (client) await this.flushCheckpoint(client).catch(() => undefined);
    this.stored = undefined;
    await this.lock.release();
  }

  /** Sleeps until new events arrive (or `ms` passes); then, when nobody waits for it, pauses a moment more. */
  private async idle(ms: number): Promise<void> {
    await this.sleep(ms);
    if (!this.running || !this.wakePending || this.waiters.size > 0) return;
    await this.sleep(UNAWAITED_PAUSE_MS, (done) => (this.hurry = done));
    this.hurry = undefined;
  }

  /** Sleeps `ms`; `wokenBy` keeps what ends the sleep early (by default, new events and stop). */
  private sleep(ms: number, wokenBy = (done: () => void) => (this.wakeUp = done)): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      wokenBy(done);
    });
  }
}
