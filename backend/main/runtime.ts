import type Koa from 'koa';
import { eventUpcasters } from '../eventstore/event-upcasters';
import type { EventStore } from '../eventstore/port';
import { PostgresEventStore } from '../eventstore/postgres/postgres-event-store';
import { ProjectionEngine } from '../projections/engine';
import { allProjections } from '../projections/registry';
import { authenticateApiToken } from '../http/api-token-auth';
import { createApp } from '../http/app';
import type { AppDeps } from '../http/deps';
import { allModules } from '../http/routes/modules';
import type { Config } from '../platform/config';
import { openDatabase } from '../platform/database';
import { progressReporter } from '../platform/progress-reporter';
import { APP_POOL_TIMEOUTS, appPoolSize, createPool, type Pool } from '../platform/db';
import { IdAllocator } from '../platform/ids';
import { loadMasterSecret, Secrets } from '../platform/secrets';
import { RateLimiter } from '../platform/rate-limit';
import { createAuth } from '../http/auth';
import { AuthCache } from '../http/auth-cache';
import { IdempotencyKeys } from '../http/idempotency';
import { createReadModels } from '../read-api/read-models';
import { loadAccount } from '../commands/account/load';
import { startMail, type MailService } from '../reactors/mail/mail-service';
import { loadCatalogue } from '../projections/catalogue/load';
import { loadAiPhrases } from '../projections/ai-grounding/load-phrases';
import { createPayments } from '../adapters/payments/create-payments';
import { startPlanExpiry } from '../reactors/plan-expiry/plan-expiry-service';
import { startRetention, type RetentionService } from '../reactors/retention/retention-service';
import { startReminders } from '../reactors/reminder/reminder-service';
import { startOverdueDigest } from '../reactors/digest/digest-service';
import { startWebhooks, type WebhookService } from '../reactors/webhook/webhook-service';
import type { DueScheduler } from '../reactors/due-loop';
import type { ScheduledService } from '../reactors/reactor-setup';
import { openPersonalDataProtection, sealOldPersonalData } from './protection-setup';
import type { PersonalDataProtection } from '../eventstore/personal-data/protection';
import { applyAdminEmails } from '../commands/admin-rights/apply-admin-emails';
import { loadMasterKey } from '../eventstore/personal-data/master-key';
import { useEmailClaimKey } from '../commands/account/email-claim';

export interface Runtime {
  app: Koa;
  deps: AppDeps;
  mail: MailService;
  /** Promo plans ending by themselves (the scheduler's runDue/wake for tests). */
  planExpiry: ScheduledService;
  /** Retention (AVG): the daily erasure of what is past its term (runDue for tests). */
  retention: RetentionService;
  /** Reminders before conversations (scheduler.runDue/wake for tests). */
  reminders: ScheduledService;
  /** The weekly overdue-goals digest (runDue for tests that move the clock). */
  overdueDigest: DueScheduler;
  /** Webhook deliveries (scheduler.runDue/resend for tests). */
  webhooks: WebhookService;
  stop(): Promise<void>;
}

/**
 * The configured event store; it encrypts personal data on append and decrypts it on read with the
 * data keys kept in PostgreSQL (`protection`, made from the configuration when not given).
 */
export async function openEventStore(
  config: Config,
  pool: Pool,
  databaseUrl: string,
  protection?: PersonalDataProtection,
): Promise<EventStore> {
  protection ??= await openPersonalDataProtection(config, pool);
  let store: EventStore;
  if (config.eventStore === 'eventstoredb') {
    const { EventStoreDbEventStore } = await import('../eventstore/eventstoredb/eventstoredb-event-store');
    store = await EventStoreDbEventStore.connect(config.eventStoreDbUrl!, { upcasters: eventUpcasters, protection });
  } else store = await PostgresEventStore.open(pool, databaseUrl, eventUpcasters, protection);
  useEmailClaimKey(store, (await loadMasterKey(config)).key);
  return store;
}

/** The reactors that follow the store like a read model does: mail, plan expiry, retention, contact retention, reminders, webhooks. */
const REACTOR_RUNNERS = 6;
/** Timed work that holds a connection while it runs: plan expiry, retention, reminders, the weekly digest, webhook deliveries. */
const SCHEDULERS = 5;

/** Database, event store, projections and the Koa app, wired; nothing listens yet. */
export async function startRuntime(
  config: Config,
  options: { staticDir?: string; log?: (line: string) => void; mailRetryBaseMs?: number } = {},
): Promise<Runtime> {
  const log = options.log ?? console.log;
  const database = await openDatabase(config, log);
  // Every read model's runner plus the mail and plan-expiry reactors', each up to two connections at once (db.ts).
  const pool = createPool(database.url, { max: appPoolSize(allProjections().length + REACTOR_RUNNERS) + SCHEDULERS, ...APP_POOL_TIMEOUTS });
  const cleanup: (() => Promise<void>)[] = [() => pool.end(), () => database.stop()];
  const stopAll = async () => {
    for (const step of cleanup) await step().catch((err: Error) => log(`shutdown step failed: ${err.message}`));
  };
  try {
    const protection = await openPersonalDataProtection(config, pool);
    const store = await openEventStore(config, pool, database.url, protection);
    cleanup.unshift(() => store.close());
    // Before any read model is built: a database written before issue 14 gets its personal data sealed.
    if (store.kind === 'postgres') await sealOldPersonalData(pool, protection, log);
    const projections = new ProjectionEngine(pool, store, allProjections());
    const progress = progressReporter('Read models opbouwen', log);
    await projections.start({ onProgress: (p) => progress.update(p) });
    progress.done();
    cleanup.unshift(() => projections.stop());
    await loadCatalogue(pool);
    await loadAiPhrases(pool);
    // Before anything is served: an address taken off ADMIN_EMAILS must not keep IsAdmin for a moment.
    await applyAdminEmails({ pool, store, projections }, config.adminEmails, new Date(), log);
    const secrets = new Secrets(await loadMasterSecret(config));
    const authCache = new AuthCache(database.url);
    await authCache.start();
    cleanup.unshift(() => authCache.stop());
    const deps: AppDeps = {
      config,
      pool,
      store,
      projections,
      clock: () => new Date(),
      secrets,
      // Through deps: a test that moves deps.clock moves the tokens' expiry with it.
      auth: createAuth(pool, secrets.jwtKey, authCache, (secret) => authenticateApiToken(deps, secret)),
      reads: createReadModels(pool),
      ids: new IdAllocator(pool),
      limiter: new RateLimiter(pool, config.rateLimitFactor),
      idempotencyKeys: new IdempotencyKeys(pool),
      payments: await createPayments(config, pool, log),
      dataKeys: protection.keyStore,
    };
    const mail = await startMail({
      config,
      pool,
      store,
      secrets,
      log,
      retryBaseMs: options.mailRetryBaseMs,
      recipientFor: async (userId) => {
        const account = await loadAccount(store, userId);
        return account.registered ? { email: account.email, naam: account.name } : null;
      },
    });
    cleanup.unshift(() => mail.stop());
    // Reads the clock through deps, so a test that moves deps.clock moves the expiries with it.
    const planExpiry = await startPlanExpiry({ pool, store, clock: () => deps.clock(), log });
    cleanup.unshift(() => planExpiry.stop());
    const retention = await startRetention({ pool, store, dataKeys: protection.keyStore, clock: () => deps.clock(), log });
    cleanup.unshift(() => retention.stop());
    const reminders = await startReminders({ deps, log });
    cleanup.unshift(() => reminders.stop());
    const overdueDigest = await startOverdueDigest({ pool, store, clock: () => deps.clock(), log });
    cleanup.unshift(() => overdueDigest.stop());
    const webhooks = await startWebhooks({ deps, log });
    cleanup.unshift(() => webhooks.stop());
    const app = createApp({
      deps,
      modules: allModules(),
      staticDir: options.staticDir,
      pages: mail.middleware ? [mail.middleware] : [],
    });
    return { app, deps, mail, planExpiry, retention, overdueDigest, reminders, webhooks, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
