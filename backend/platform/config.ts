import path from 'node:path';
import { parsePromoCodes, type PromoCodeDefinition } from './promo-codes';

export type EventStoreKind = 'postgres' | 'eventstoredb';

export interface Config {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  eventStore: EventStoreKind;
  eventStoreDbUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages go (CONTACT_EMAIL; the address of MAIL_FROM when unset). */
  contactEmail: string;
  appUrl: string;
  jwtSecret: string | undefined;
  /** Master key that wraps the per-subject data keys (AVG erasure); required in production, generated under dataDir/keys otherwise. */
  dataKey: string | undefined;
  production: boolean;
  /** Check every API answer against its contract (tests): drift fails loudly instead of reaching the app. */
  checkResponses: boolean;
  /** Proxy hops in front of the app whose X-Forwarded-For may be believed; 0 trusts nobody's. */
  trustProxy: number;
  /** Multiplies every rate limit (tests that do not test limits raise it). */
  rateLimitFactor: number;
  /** One JSON line per request on stdout (LOG_REQUESTS=1; npm start and npm run dev default it on). */
  logRequests: boolean;
  /** Accounts registered with one of these addresses get IsAdmin. */
  adminEmails: string[];
  /** AI provider: without apiKey the built-in offline provider answers; a request waits timeoutMs per attempt, maxRetries more attempts. */
  openai: { apiKey: string | undefined; baseUrl: string | undefined; model: string | undefined; timeoutMs: number; maxRetries: number };
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    /** Stripe price ids per plan; a plan without one is charged at the catalogue's price. */
    prices: { starter: string | undefined; pro: string | undefined; enterprise: string | undefined };
    /** Where the Stripe SDK sends its requests (tests, stripe-mock); unset: api.stripe.com. */
    apiUrl: string | undefined;
  };
  /** PROMO_CODES, parsed (payments/promo-codes.ts). */
  promoCodes: PromoCodeDefinition[];
  /** WEBHOOK_ALLOW_LOOPBACK=1: webhooks may go to 127.0.0.1/::1 over http (tests); refused in production. */
  webhookAllowLoopback: boolean;
}

function nonNegativeInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of 0 or more, got "${value}"`);
  return n;
}

/** Production refuses to start on settings that are only safe on a developer's machine. */
function assertProductionReady(env: NodeJS.ProcessEnv) {
  if (!env.JWT_SECRET || Buffer.byteLength(env.JWT_SECRET) < 32) {
    throw new Error('NODE_ENV=production needs JWT_SECRET of at least 32 bytes, e.g. the output of `openssl rand -base64 48`.');
  }
  // A generated key would sit on the app's disk, next to whatever backs up DATA_DIR, and differ per instance.
  if (!env.DATA_KEY) {
    throw new Error(
      'NODE_ENV=production needs DATA_KEY, the master key of the personal data, e.g. the output of `openssl rand -base64 32`; keep it apart from the database and its backups.',
    );
  }
  // A receiver on the app's own machine would let a customer reach its internal services.
  if (env.WEBHOOK_ALLOW_LOOPBACK === '1') throw new Error('WEBHOOK_ALLOW_LOOPBACK=1 is for tests only; NODE_ENV=production refuses it.');
  if (!env.SMTP_URL) {
    throw new Error('NODE_ENV=production needs SMTP_URL: without it mails go to the local inbox at /dev/mail instead of to people.');
  }
}

/** The address of a sender such as MAIL_FROM ('Name <address>' or a bare address). */
export const mailAddressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** Reads the variables of the README's Configuration table; every variable has a working default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 5000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const eventStore = (env.EVENT_STORE ?? 'postgres') as EventStoreKind;
  if (eventStore !== 'postgres' && eventStore !== 'eventstoredb') {
    throw new Error(`EVENT_STORE must be "postgres" or "eventstoredb", got "${env.EVENT_STORE}"`);
  }
  if (eventStore === 'eventstoredb' && !env.EVENTSTOREDB_URL) {
    throw new Error('EVENT_STORE=eventstoredb needs EVENTSTOREDB_URL, e.g. esdb://localhost:2113?tls=false');
  }
  const production = env.NODE_ENV === 'production';
  if (production) assertProductionReady(env);
  const mailFrom = env.MAIL_FROM ?? 'POP Planner <no-reply@popplanner.nl>';
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    eventStore,
    eventStoreDbUrl: env.EVENTSTOREDB_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom,
    contactEmail: env.CONTACT_EMAIL?.trim() || mailAddressOf(mailFrom),
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET || undefined,
    dataKey: env.DATA_KEY || undefined,
    production,
    checkResponses: env.CHECK_RESPONSES === '1',
    trustProxy: nonNegativeInt('TRUST_PROXY', env.TRUST_PROXY ?? '0'),
    rateLimitFactor: nonNegativeInt('RATE_LIMIT_FACTOR', env.RATE_LIMIT_FACTOR ?? '1') || 1,
    // Off unless asked: tests and benchmarks stay quiet; the servers (main.ts, dev.ts) ask by default.
    logRequests: env.LOG_REQUESTS === '1',
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    openai: {
      apiKey: env.OPENAI_API_KEY || undefined,
      baseUrl: env.OPENAI_BASE_URL || undefined,
      model: env.OPENAI_MODEL || undefined,
      timeoutMs: nonNegativeInt('OPENAI_TIMEOUT_MS', env.OPENAI_TIMEOUT_MS ?? '30000') || 30000,
      maxRetries: nonNegativeInt('OPENAI_MAX_RETRIES', env.OPENAI_MAX_RETRIES ?? '2'),
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      prices: {
        starter: env.STRIPE_PRICE_STARTER || undefined,
        pro: env.STRIPE_PRICE_PRO || undefined,
        enterprise: env.STRIPE_PRICE_ENTERPRISE || undefined,
      },
      apiUrl: env.STRIPE_API_URL || undefined,
    },
    promoCodes: parsePromoCodes(env.PROMO_CODES),
    webhookAllowLoopback: env.WEBHOOK_ALLOW_LOOPBACK === '1',
  };
}
