import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { createOnFirstUse, type Pool } from '../platform/db';
import { IdempotencyKeyReusedError } from '../commands/replay';

export { IdempotencyKeyReusedError };

/** A key this request may act under: recorded for its user and this very request. */
export interface AcceptedKey {
  userId: number;
  key: string;
  /** The request the key was recorded for: method, path, body and an uploaded file. */
  fingerprint: string;
}

const ACCEPTED = Symbol('idempotency-key');

/** The Idempotency-Key `check` accepted for this request; none on public endpoints, which never check one. */
export const acceptedKey = (ctx: Context): AcceptedKey | undefined => (ctx.state as Record<symbol, AcceptedKey | undefined>)[ACCEPTED];

/** Without a file as it was before uploads counted, so keys recorded then still match their requests. */
function fingerprintOf(ctx: Context): string {
  const hash = createHash('sha256').update(`${ctx.method} ${ctx.path}\u0000${JSON.stringify(ctx.request.body ?? null)}`);
  const file = (ctx as { file?: { buffer?: Buffer } }).file?.buffer;
  if (file) hash.update('\u0000file\u0000').update(file);
  return hash.digest('hex');
}

/**
 * An Idempotency-Key makes a retry of the same request safe; it must never make another request do
 * nothing. The first use records what the key was for (method, path, body); a later use with another
 * request is refused with 422 instead of silently answering as the first one.
 */
export class IdempotencyKeys {
  private readonly setup = createOnFirstUse(
    `CREATE TABLE IF NOT EXISTS public.idempotency_keys (
       user_id integer NOT NULL,
       key text NOT NULL,
       fingerprint text NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (user_id, key)
     )`,
  );

  constructor(private readonly pool: Pool) {}

  /**
   * Records the key's request, or refuses another request under it; returns a function that forgets a
   * new record. Only a key that passes here reaches the commands (acceptedKey, command-context.ts).
   */
  async check(ctx: Context, userId: number): Promise<() => Promise<void>> {
    const none = async () => undefined;
    const key = ctx.get('Idempotency-Key');
    if (!key || key.length > 100) return none;
    await this.setup(this.pool);
    const fingerprint = fingerprintOf(ctx);
    const { rows } = await this.pool.query<{ fingerprint: string; inserted: boolean }>(
      `INSERT INTO public.idempotency_keys (user_id, key, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, key) DO UPDATE SET key = excluded.key RETURNING fingerprint, (xmax = 0) AS inserted`,
      [userId, key, fingerprint],
    );
    if (rows[0]!.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
    (ctx.state as Record<symbol, AcceptedKey>)[ACCEPTED] = { userId, key, fingerprint };
    if (!rows[0]!.inserted) return none;
    // A refused first attempt (say a validation error) leaves the key free for the corrected request.
    return async () => {
      await this.pool.query('DELETE FROM public.idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key]).catch(() => undefined);
    };
  }
}
