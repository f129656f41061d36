import { createOnFirstUse, type Pool } from './db';
import { TooManyRequestsError } from './errors';

export interface Limit {
  /** What is counted, e.g. 'login:email'; the key's second part names who (an address, an IP, an account). */
  name: string;
  max: number;
  windowSeconds: number;
  /** The Dutch refusal; `{minutes}` becomes the wait. */
  message: string;
}

/** The counter of `limit` for `who`: exact keys, so one tenant's erasure can name the keys it owns and nothing else. */
export const counterKey = (limit: Limit, who: string) => `${limit.name}:${who}`;

/** `who` of the per-recipient mail limit: the sending account is part of it, so each tenant counts (and forgets) only its own mails. */
export const recipientOf = (accountId: number, address: string) => `${accountId}:${address.trim().toLowerCase()}`;

/** Forgets exactly these counters (erasure of the data subject they name). */
export async function deleteCounters(pool: Pool, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await pool.query('DELETE FROM public.rate_counters WHERE key = ANY($1::text[])', [keys]);
  } catch (err) {
    // No limit was ever counted: the table was never made, and there is nothing to forget.
    if ((err as { code?: string }).code !== '42P01') throw err;
  }
}

const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`;
};

/** When the fixed window of `limit` that holds `at` (ms) began: windows are aligned to the epoch, so they turn every quarter hour, hour or midnight UTC. */
export const windowStart = (limit: Pick<Limit, 'windowSeconds'>, at: number) =>
  Math.floor(at / (limit.windowSeconds * 1000)) * limit.windowSeconds * 1000;

/**
 * Counters per key and fixed time window in PostgreSQL (outside the read schema), shared by every app
 * instance. One upsert counts and answers at once, so parallel requests cannot all slip under a limit
 * the way a check followed by a separate insert lets them.
 */
export class RateLimiter {
  private readonly setup = createOnFirstUse(
    `CREATE TABLE IF NOT EXISTS public.rate_counters (
       key text NOT NULL,
       window_start timestamptz NOT NULL,
       n integer NOT NULL,
       PRIMARY KEY (key, window_start)
     )`,
  );

  /** `factor` multiplies every maximum (RATE_LIMIT_FACTOR; tests that do not test limits raise it). */
  constructor(
    private readonly pool: Pool,
    private readonly factor = 1,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private window(limit: Limit) {
    const now = this.clock().getTime();
    const start = windowStart(limit, now);
    return { start: new Date(start), retryAfter: Math.max(1, Math.ceil((start + limit.windowSeconds * 1000 - now) / 1000)) };
  }

  /** Counts one use of `limit` by `who`; throws 429 with the Dutch message once the window is full. */
  async consume(limit: Limit, who: string): Promise<void> {
    await this.setup(this.pool);
    const { start, retryAfter } = this.window(limit);
    const { rows } = await this.pool.query<{ n: number }>(
      `INSERT INTO public.rate_counters AS c (key, window_start, n) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET n = c.n + 1 RETURNING n`,
      [counterKey(limit, who), start],
    );
    if (rows[0]!.n > limit.max * this.factor)
      throw new TooManyRequestsError(limit.message.replace('{minutes}', minutesText(retryAfter)), retryAfter);
    if (Math.random() < 0.01)
      void this.pool.query(`DELETE FROM public.rate_counters WHERE window_start < now() - interval '2 days'`).catch(() => undefined);
  }

  /** Forgets the current window of `who` (a successful login ends the count of attempts). */
  async reset(limit: Limit, who: string): Promise<void> {
    await this.setup(this.pool);
    await this.pool.query(`DELETE FROM public.rate_counters WHERE key = $1`, [counterKey(limit, who)]);
  }
}

const HOUR = 3600;
const DAY = 24 * HOUR;
const TRY_LATER = 'Probeer het over {minutes} opnieuw.';

/** Every limit of the API in one place (issue: abuse is bounded). */
export const limits = {
  loginPerEmail: {
    name: 'login:email',
    max: 5,
    windowSeconds: 15 * 60,
    message: `Te veel mislukte inlogpogingen. Probeer het over {minutes} opnieuw of stel je wachtwoord opnieuw in.`,
  },
  loginPerIp: { name: 'login:ip', max: 50, windowSeconds: 15 * 60, message: `Te veel inlogpogingen vanaf dit adres. ${TRY_LATER}` },
  registerPerIp: { name: 'register:ip', max: 20, windowSeconds: HOUR, message: `Te veel nieuwe accounts vanaf dit adres. ${TRY_LATER}` },
  resetPerEmail: {
    name: 'reset:email',
    max: 3,
    windowSeconds: HOUR,
    message: `Er zijn al meerdere resetmails aangevraagd voor dit adres. ${TRY_LATER}`,
  },
  resetPerIp: { name: 'reset:ip', max: 20, windowSeconds: HOUR, message: `Te veel aanvragen vanaf dit adres. ${TRY_LATER}` },
  verificationPerAccount: {
    name: 'verification:account',
    max: 5,
    windowSeconds: HOUR,
    message: `Je hebt al meerdere verificatiemails aangevraagd. ${TRY_LATER}`,
  },
  changePasswordPerAccount: {
    name: 'password:account',
    max: 5,
    windowSeconds: 15 * 60,
    message: `Te veel pogingen om je wachtwoord te wijzigen. ${TRY_LATER}`,
  },
  twoFactorPerAccount: { name: '2fa:account', max: 10, windowSeconds: 15 * 60, message: `Te veel pogingen. ${TRY_LATER}` },
  activityPerAccount: { name: 'activity:account', max: 120, windowSeconds: 60, message: `Te veel verzoeken. ${TRY_LATER}` },
  /** The recent-activity card shows five; the day's cap keeps one account from filling the event store (170,000 a day at the minute's limit). */
  activityPerAccountDaily: {
    name: 'activity:account:day',
    max: 1_000,
    windowSeconds: DAY,
    message: 'Je hebt het maximum aantal activiteiten voor vandaag bereikt. Probeer het morgen opnieuw.',
  },
  /** AVG exports: each reads, decrypts and writes out every event about its subject. */
  exportPerAccount: { name: 'export:account', max: 10, windowSeconds: HOUR, message: `Je hebt al meerdere exports gemaakt. ${TRY_LATER}` },
  mailPerAccount: {
    name: 'mail:account',
    max: 50,
    windowSeconds: DAY,
    message: 'Je hebt het maximum van 50 e-mails per dag bereikt. Probeer het morgen opnieuw.',
  },
  mailPerRecipient: {
    name: 'mail:recipient',
    max: 5,
    windowSeconds: DAY,
    message: 'Je hebt dit adres vandaag al 5 e-mails gestuurd. Probeer het morgen opnieuw.',
  },
  /** The public contact form: per sender address and per IP, so neither a script nor one person floods the inbox. */
  contactPerEmail: { name: 'contact:email', max: 5, windowSeconds: HOUR, message: `Je hebt al meerdere berichten gestuurd. ${TRY_LATER}` },
  contactPerIp: { name: 'contact:ip', max: 20, windowSeconds: HOUR, message: `Te veel berichten vanaf dit adres. ${TRY_LATER}` },
  /** A calendar feed's address (counted by the hash of its secret): calendars poll it a few times an hour at most. */
  calendarFeedPerToken: {
    name: 'calendar:feed',
    max: 60,
    windowSeconds: HOUR,
    message: `Dit agenda-adres wordt te vaak opgevraagd. ${TRY_LATER}`,
  },
  /** A personal API token (issue 26), counted by its id: an integration's loop cannot starve the database. */
  apiTokenRequests: { name: 'api:token', max: 600, windowSeconds: 60, message: `Te veel verzoeken met dit API-token. ${TRY_LATER}` },
  /** Also on unlimited plans: every AI call may cost the operator money. */
  aiPerAccount: { name: 'ai:account', max: 30, windowSeconds: 5 * 60, message: `Te veel AI-verzoeken kort na elkaar. ${TRY_LATER}` },
} satisfies Record<string, Limit>;
