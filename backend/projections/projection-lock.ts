import { createHash } from 'node:crypto';
import type { DbClient, Pool } from '../platform/db';

export function advisoryLockKey(name: string): string {
  return BigInt.asIntN(64, BigInt('0x' + createHash('sha256').update(`projection:${name}`).digest('hex').slice(0, 16))).toString();
}

/**
 * The session advisory lock that makes one runner per projection the working one. It holds
 * a pool connection for as long as it is held.
 */
export class ProjectionLock {
  private client: DbClient | undefined;
  private onClientError: (() => void) | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly name: string,
  ) {}

  get held(): boolean {
    return this.client !== undefined;
  }

  /** The connection holding the lock: the runner's batches run on it (it would sit idle otherwise). */
  get connection(): DbClient | undefined {
    return this.client;
  }

  async tryAcquire(): Promise<boolean> {
    const client = await this.pool.connect();
    const locked = await client
      .query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [advisoryLockKey(this.name)])
      .then(
        (result) => result.rows[0]!.locked,
        (err: Error) => {
          client.release(err); // a failed connection must not go back to the pool
          throw err;
        },
      );
    if (!locked) {
      client.release();
      return false;
    }
    // A broken lock connection means another runner may take over: stop working at once.
    const onError = () => {
      client.off('error', onError);
      if (this.client !== client) return;
      this.client = undefined;
      this.onClientError = undefined;
      client.release(true);
    };
    client.on('error', onError);
    this.onClientError = onError;
    this.client = client;
    return true;
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    if (this.onClientError) client.off('error', this.onClientError);
    this.onClientError = undefined;
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [advisoryLockKey(this.name)]).catch(() => undefined);
    client.release();
  }
}
