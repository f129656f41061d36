import type { Context } from 'koa';
import type { Checkpoint } from '../eventstore/port';
import type { Queryable } from '../platform/db';
import { REACTOR_SCHEMA } from '../reactors/mail/outbox-schema';
import { summariseParked } from '../projections/dead-letter';
import { READ_SCHEMA } from '../projections/projection';
import type { AppDeps } from './deps';

/** Counting the events behind stops here: the probe must stay cheap while far behind. */
const LAG_CAP = 500;
/** Events waiting longer than this mean a projection is stuck, in whatever process runs it. */
const STALLED_AFTER_S = 300;
/** A pending mail this old means SMTP has been failing for a while. */
const MAIL_LATE_AFTER_S = 900;
/** The probe answers within this, also when the database hangs. */
const PROBE_TIMEOUT_MS = 2000;

export interface ProjectionHealth {
  name: string;
  schema: string;
  /** This process holds the projection's lock (null: it runs elsewhere, e.g. the mail reactor). */
  active: boolean | null;
  checkpoint: Checkpoint | null;
  /** Events after the checkpoint (at least, when `capped`) and the age of the oldest of them. */
  behind: { events: number; capped: boolean; oldestSeconds: number | null } | null;
  failing: boolean;
  lastError: { code: string | null; message: string; at: string } | null;
  parked: number;
  lastParkedAt: string | null;
}

export interface HealthReport {
  status: 'ok' | 'degraded' | 'down';
  eventStore: { kind: string; ok: boolean; error?: string };
  database: { ok: boolean; ms: number; error?: string };
  projections: ProjectionHealth[];
  mail: { backlog: number; due: number; retrying: number; oldestSeconds: number | null } | null;
}

type HealthDeps = Pick<AppDeps, 'pool' | 'store' | 'projections'>;

/**
 * Shown to anyone: error texts lose quoted values, key values and addresses (they may hold
 * personal data); SQL identifiers stay, they tell an operator where to look.
 */
export function redact(message: string): string {
  return message
    .replace(/"([^"]*)"/g, (all, inner: string) => (/^[a-z_][a-z0-9_.]*$/i.test(inner) ? all : '"…"'))
    .replace(/'[^']*'/g, "'…'")
    .replace(/\(([^()]*)\)=\(([^()]*)\)/g, '($1)=(…)')
    .replace(/[^\s@"'()]+@[^\s@"'()]+/g, '…')
    .slice(0, 300);
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function readCheckpoints(db: Queryable, schema: string): Promise<Map<string, Checkpoint | null>> {
  const { rows: exists } = await db.query<{ ok: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS ok`, [
    `${schema}.projection_checkpoints`,
  ]);
  if (!exists[0]?.ok) return new Map();
  const { rows } = await db.query<{ name: string; checkpoint: string | null }>(
    `SELECT name, checkpoint FROM ${schema}.projection_checkpoints`,
  );
  return new Map(rows.map((r) => [r.name, r.checkpoint]));
}

async function mailBacklog(db: Queryable): Promise<HealthReport['mail']> {
  const { rows: exists } = await db.query<{ ok: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS ok`, [`${REACTOR_SCHEMA}.mail_outbox`]);
  if (!exists[0]?.ok) return null;
  // Only counts and ages: the outbox holds addresses and mail texts.
  const { rows } = await db.query<{ backlog: number; due: number; retrying: number; oldest: number | null }>(
    `SELECT count(*)::int AS backlog,
            count(*) FILTER (WHERE next_attempt_at <= now())::int AS due,
            count(*) FILTER (WHERE last_error IS NOT NULL)::int AS retrying,
            floor(extract(epoch FROM now() - min(created_at)))::int AS oldest
       FROM ${REACTOR_SCHEMA}.mail_outbox WHERE status IN ('pending', 'sending')`,
  );
  const row = rows[0]!;
  return { backlog: row.backlog, due: row.due, retrying: row.retrying, oldestSeconds: row.oldest };
}

/** How far behind the head of the store each distinct checkpoint is. */
async function lagOf(deps: HealthDeps, checkpoints: (Checkpoint | null)[]) {
  const lag = new Map<Checkpoint | null, ProjectionHealth['behind']>();
  for (const checkpoint of new Set(checkpoints)) {
    const { events } = await deps.store.readAll(checkpoint, LAG_CAP + 1);
    const oldest = events[0] ? Math.max(0, Math.floor((Date.now() - Date.parse(events[0].recordedAt)) / 1000)) : null;
    lag.set(checkpoint, { events: Math.min(events.length, LAG_CAP), capped: events.length > LAG_CAP, oldestSeconds: oldest });
  }
  return lag;
}

interface Stored {
  checkpoints: Map<string, { schema: string; checkpoint: Checkpoint | null }>;
  parked: Map<string, { count: number; lastParkedAt: Date }>;
  mail: HealthReport['mail'];
}

async function readStored(db: Queryable, schemas: readonly string[]): Promise<Stored> {
  const stored: Stored = { checkpoints: new Map(), parked: new Map(), mail: null };
  for (const schema of schemas) {
    for (const [name, checkpoint] of await readCheckpoints(db, schema)) stored.checkpoints.set(name, { schema, checkpoint });
    for (const [name, summary] of await summariseParked(db, schema)) stored.parked.set(name, summary);
  }
  stored.mail = await mailBacklog(db);
  return stored;
}

const failure = (err: unknown) => redact(err instanceof Error ? err.message : String(err));

export async function checkHealth(deps: HealthDeps): Promise<HealthReport> {
  const started = Date.now();
  const database: HealthReport['database'] = { ok: true, ms: 0 };
  const eventStore: HealthReport['eventStore'] = { kind: deps.store.kind, ok: true };
  let stored: Stored = { checkpoints: new Map(), parked: new Map(), mail: null };
  try {
    await withTimeout(deps.pool.query('SELECT 1'), 'database');
    // The read models, the reactors (mail) and any runner kept elsewhere.
    const schemas = [...new Set([READ_SCHEMA, REACTOR_SCHEMA, ...deps.projections.runners.map((r) => r.schema)])];
    stored = await withTimeout(readStored(deps.pool, schemas), 'database');
  } catch (err) {
    database.ok = false;
    database.error = failure(err);
  }
  database.ms = Date.now() - started;
  const runners = new Map(deps.projections.runners.map((r) => [r.projection.name, r]));
  const names = [...new Set([...runners.keys(), ...stored.checkpoints.keys()])];
  // A runner working here knows how far it is: its row follows lazily past events that were none of its business.
  const checkpointOf = (name: string): Checkpoint | null => {
    const runner = runners.get(name);
    const row = stored.checkpoints.get(name);
    if (!row) return runner?.checkpoint ?? null;
    const here = runner?.isActive ? runner.checkpoint : null;
    return deps.store.compareCheckpoints(here, row.checkpoint) > 0 ? here : row.checkpoint;
  };
  let lag = new Map<Checkpoint | null, ProjectionHealth['behind']>();
  if (database.ok) {
    try {
      lag = await withTimeout(lagOf(deps, names.map(checkpointOf)), 'event store');
    } catch (err) {
      eventStore.ok = false;
      eventStore.error = failure(err);
    }
  }

  const projections = names.map((name): ProjectionHealth => {
    const runner = runners.get(name);
    const row = stored.checkpoints.get(name);
    const checkpoint = checkpointOf(name);
    const error = runner?.lastError;
    return {
      name,
      schema: row?.schema ?? runner?.schema ?? READ_SCHEMA,
      active: runner ? runner.isActive : null,
      checkpoint,
      behind: lag.get(checkpoint) ?? null,
      failing: runner?.isFailing ?? false,
      lastError: error ? { code: error.code, message: redact(error.message), at: error.at.toISOString() } : null,
      parked: stored.parked.get(name)?.count ?? 0,
      lastParkedAt: stored.parked.get(name)?.lastParkedAt.toISOString() ?? null,
    };
  });

  const mail = stored.mail;
  const down = !database.ok || !eventStore.ok || projections.some((p) => p.failing || (p.behind?.oldestSeconds ?? 0) > STALLED_AFTER_S);
  const degraded =
    projections.some((p) => p.parked > 0 || p.lastError !== null) || (mail !== null && (mail.oldestSeconds ?? 0) > MAIL_LATE_AFTER_S);
  return {
    status: down ? 'down' : degraded ? 'degraded' : 'ok',
    eventStore,
    database,
    projections,
    mail,
  };
}

/**
 * GET /api/health: 503 when something is down (database or event store unreachable, a
 * projection failing or stuck), so a load balancer or monitor notices; parked events and late
 * mail are 'degraded' with 200, as the app still serves. Answers itself (returns nothing to
 * bind), since the status depends on the report.
 */
export function healthHandler(deps: HealthDeps): (ctx: Context) => Promise<void> {
  return async (ctx) => {
    const report = await checkHealth(deps);
    ctx.status = report.status === 'down' ? 503 : 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = report;
  };
}
