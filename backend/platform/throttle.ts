import type { Pool } from './db';
import { TooManyRequestsError } from './errors';

const WINDOW_MINUTES = 15;
const MAX_PER_EMAIL = 5;
const MAX_PER_IP = 20;

/**
 * Failed logins per e-mail address and per client address within a sliding window. Kept in
 * PostgreSQL (outside the read schema) so every app instance sees the same counts.
 */
export class LoginThrottle {
  private ready: Promise<unknown> | undefined;

  constructor(private readonly pool: Pool) {}

  private setup() {
    this.ready ??= this.pool.query(`
      CREATE TABLE IF NOT EXISTS public.login_failures (
        key text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS login_failures_key_at ON public.login_failures (key, at);`);
    return this.ready;
  }

  private keys(email: string, ip: string) {
    return { emailKey: `email:${email.trim().toLowerCase()}`, ipKey: `ip:${ip}` };
  }

  /** Throws 429 with a Dutch message while too many recent attempts failed. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    await this.setup();
    const { emailKey, ipKey } = this.keys(email, ip);
    const { rows } = await this.pool.query<{ key: string; n: number; oldest: Date }>(
      `SELECT key, count(*)::int AS n, min(at) AS oldest FROM public.login_failures
        WHERE key = ANY($1) AND at > now() - make_interval(mins => $2) GROUP BY key`,
      [[emailKey, ipKey], WINDOW_MINUTES],
    );
    for (const row of rows) {
      const limit = row.key === emailKey ? MAX_PER_EMAIL : MAX_PER_IP;
      if (row.n >= limit) {
        const retryAfter = Math.max(60, Math.ceil((row.oldest.getTime() + WINDOW_MINUTES * 60_000 - Date.now()) / 1000));
        const minutes = Math.ceil(retryAfter / 60);
        throw new TooManyRequestsError(
          `Te veel mislukte inlogpogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw of stel je wachtwoord opnieuw in.`,
          retryAfter,
        );
      }
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.setup();
    const { emailKey, ipKey } = this.keys(email, ip);
    await this.pool.query(`INSERT INTO public.login_failures (key) VALUES ($1), ($2)`, [emailKey, ipKey]);
    await this.pool.query(`DELETE FROM public.login_failures WHERE at < now() - interval '1 day'`);
  }

  async clear(email: string): Promise<void> {
    await this.setup();
    await this.pool.query(`DELETE FROM public.login_failures WHERE key = $1`, [this.keys(email, '').emailKey]);
  }
}
