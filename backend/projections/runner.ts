import { createHash } from 'node:crypto';
import type { Checkpoint, EventStore } from '../eventstore/port';
import type { DbClient, Pool } from '../platform/db';
import { READ_SCHEMA, type Projection } from './projection';

export interface RunnerOptions {
  batchSize?: number;
  /** Schema holding the tables and the checkpoint row; reactors keep theirs outside the rebuilt read schema. */
  schema?: string;
  /** How long a runner that does not hold the lock waits before trying again. */
  standbyRetryMs?: number;
  onError?: (err: Error) => void;
}

export function advisoryLockKey(name: string): string {
  return BigInt.asIntN(64, BigInt('0x' + createHash('sha256').update(`projection:${name}`).digest('hex').slice(0, 16))).toString();
}

/**
 * Keeps one projection up to date. Each batch and its new checkpoint commit in one
 * transaction, so a crash replays nothing twice and loses nothing. Only the runner holding
 * the projection's advisory lock works; others wait on standby.
 */
export class ProjectionRunner {
  private position: Checkpoint | null = null;
  private running = false;
  private active = false;
  private lockClient: DbClient | undefined;
  private lockErrorHandler: (() => void) | undefined;
  private wakeUp: (() => void) | undefined;
  /** Set by a wake-up that arrives while a batch runs, so it is not lost. */
  private wakePending = false;
  private readonly waiters = new Set<() => void>();
  private loopDone: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    readonly projection: Projection,
    private readonly options: RunnerOptions = {},
  ) {}

  private get schema(): string {
    return this.options.schema ?? READ_SCHEMA;
  }

  get checkpoint(): Checkpoint | null {
    return this.position;
  }

  get isActive(): boolean {
    return this.active;
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
    this.unsubscribe?.();
    await this.loopDone;
  }

  /** Resolves once this projection has applied everything up to `target` (or the timeout passed). */
  async waitFor(target: Checkpoint | null, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (true) {
      if (this.store.compareCheckpoints(this.position, target) >= 0) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      // On standby another process moves the checkpoint: look at the table now and then.
      if (!this.active) this.position = await this.readCheckpoint(this.pool);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, this.active ? left : Math.min(left, 50));
        this.waiters.add(done);
      });
    }
  }

  /** Applies one batch; returns how many events it read (0 when caught up). */
  async runBatch(): Promise<number> {
    const before = await this.readCheckpoint(this.pool);
    const { events, checkpoint } = await this.store.readAll(before, this.options.batchSize ?? 500);
    if (events.length === 0) {
      this.advance(before);
      return 0;
    }
    const tx = await this.pool.connect();
    try {
      await tx.query('BEGIN');
      await tx.query(`SET LOCAL search_path TO ${this.schema}, public`);
      const current = await this.readCheckpoint(tx, true);
      if (current !== before) {
        // Someone else moved the checkpoint meanwhile (a rebuild swapped the read schema): start over.
        await tx.query('ROLLBACK');
        return events.length;
      }
      await this.projection.apply(tx, events);
      await tx.query(
        `UPDATE projection_checkpoints SET checkpoint = $2, events_applied = events_applied + $3, updated_at = now() WHERE name = $1`,
        [this.projection.name, checkpoint, events.length],
      );
      await tx.query('COMMIT');
    } catch (err) {
      await tx.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      tx.release();
    }
    this.advance(checkpoint);
    return events.length;
  }

  private advance(checkpoint: Checkpoint | null) {
    this.position = checkpoint;
    for (const waiter of [...this.waiters]) waiter();
  }

  private async readCheckpoint(db: Pick<Pool, 'query'>, forUpdate = false): Promise<Checkpoint | null> {
    const { rows } = await db.query<{ checkpoint: string | null }>(
      `SELECT checkpoint FROM ${this.schema}.projection_checkpoints WHERE name = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [this.projection.name],
    );
    if (!rows.length) throw new Error(`Projection ${this.projection.name} has no checkpoint row; run the read-model setup first`);
    return rows[0]!.checkpoint;
  }

  private async loop() {
    let failures = 0;
    while (this.running) {
      try {
        if (!this.active && !(await this.tryLock())) {
          await this.sleep(this.options.standbyRetryMs ?? 1000);
          continue;
        }
        this.wakePending = false;
        const read = await this.runBatch();
        failures = 0;
        if (read === 0 && !this.wakePending) await this.sleep(1000);
      } catch (err) {
        failures++;
        this.options.onError?.(err as Error);
        if (!this.options.onError) console.error(`[projection ${this.projection.name}]`, (err as Error).message);
        await this.sleep(Math.min(30_000, 100 * 2 ** failures));
      }
    }
    await this.releaseLock();
  }

  private async tryLock(): Promise<boolean> {
    const client = await this.pool.connect();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
      advisoryLockKey(this.projection.name),
    ]);
    if (!rows[0]!.locked) {
      client.release();
      return false;
    }
    // A broken lock connection means another runner may take over: stop working at once.
    const onError = () => {
      client.off('error', onError);
      if (this.lockClient !== client) return;
      this.active = false;
      this.lockClient = undefined;
      this.lockErrorHandler = undefined;
      client.release(true);
    };
    client.on('error', onError);
    this.lockErrorHandler = onError;
    this.lockClient = client;
    this.active = true;
    return true;
  }

  private async releaseLock() {
    const client = this.lockClient;
    this.lockClient = undefined;
    this.active = false;
    if (!client) return;
    if (this.lockErrorHandler) client.off('error', this.lockErrorHandler);
    this.lockErrorHandler = undefined;
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [advisoryLockKey(this.projection.name)]).catch(() => undefined);
    client.release();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }
}
