import { WEBHOOK_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, type WebhookEventName } from '../../../contracts/webhook-payloads';
import { PLAN_CATALOGUE, type SubscriptionTier } from '../../../contracts/plan-catalogue';
import { CLAIM_SECONDS, DUE_BATCH, delayUntil, startDueLoop } from '../due-loop';
import { REACTOR_SCHEMA } from '../mail/outbox-schema';
import type { CommandDeps } from '../../commands/deps';
import { signWebhookBody, webhookSecret } from '../../commands/webhook/webhook-secret';
import { awaitPayloadReads, buildPayload } from './webhook-payload';
import type { DeliveryFacts } from './webhook-reactor';
import { postWebhook, type PostOutcome } from './webhook-post';
import { switchOffEndpoint } from './webhook-switch-off';

const MINUTE = 60_000;
/** Pauses after the 1st, 2nd, … failed attempt; the last one repeats until the window closes. */
export const RETRY_PAUSES_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * 60 * MINUTE, 6 * 60 * MINUTE, 12 * 60 * MINUTE];
/** How long after its first attempt a delivery is retried; then its endpoint is switched off. */
export const RETRY_WINDOW_MS = 3 * 24 * 60 * MINUTE;

export interface WebhookScheduler {
  wake(): void;
  /** Sends what is due at the clock's now; how many deliveries it tried. */
  runDue(): Promise<number>;
  /** 'Opnieuw versturen': one more attempt of a delivery, now; false when another instance is sending it. */
  resend(deliveryId: number): Promise<boolean>;
  stop(): Promise<void>;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  endpoint_id: string;
  workspace_id: number;
  type: WebhookEventName;
  facts: DeliveryFacts;
  occurred_at: Date;
  status: string;
  attempts: number;
  first_attempt_at: Date | null;
  event_checkpoint: string | null;
  url: string;
  secret_id: string;
}

const D = `${REACTOR_SCHEMA}.webhook_deliveries`;
const T = `${REACTOR_SCHEMA}.webhook_targets`;
const CLAIMED = `d.id, d.event_id, d.endpoint_id, d.workspace_id, d.type, d.facts, d.occurred_at, d.status, d.attempts, d.first_attempt_at,
  d.event_checkpoint, t.url, t.secret_id`;

/** Whether the workspace's plan (its founder's, as the read model has it now) still includes API access. */
async function hasApiAccess(deps: CommandDeps, workspaceId: number, now: Date): Promise<boolean> {
  const { rows } = await deps.pool.query<{ plan_type: SubscriptionTier; plan_expires_at: Date | null }>(
    'SELECT plan_type, plan_expires_at FROM read.hr_users WHERE id = $1',
    [workspaceId],
  );
  const row = rows[0];
  if (!row) return false;
  return PLAN_CATALOGUE[row.plan_expires_at && row.plan_expires_at <= now ? 'free' : row.plan_type].apiAccess;
}

async function record(deps: CommandDeps, deliveryId: string, now: Date, outcome: PostOutcome, manual: boolean) {
  await deps.pool.query(
    `INSERT INTO ${REACTOR_SCHEMA}.webhook_attempts (delivery_id, at, status, error, ok, manual) VALUES ($1, $2, $3, $4, $5, $6)`,
    [deliveryId, now, outcome.status, outcome.error, outcome.ok, manual],
  );
}

async function attempt(deps: CommandDeps, row: DeliveryRow, manual: boolean): Promise<void> {
  const { pool } = deps;
  await awaitPayloadReads(deps, row.event_checkpoint);
  const now = deps.clock();
  // A plan that ended sends nothing more: the delivery fails without a request, the endpoint stays as it is.
  if (!(await hasApiAccess(deps, row.workspace_id, now))) {
    await record(deps, row.id, now, { ok: false, status: null, error: 'Het plan van de werkruimte bevat geen API-toegang' }, manual);
    await pool.query(
      `UPDATE ${D} SET status = 'failed', attempts = attempts + 1, last_attempt_at = $2, next_attempt_at = NULL, claimed_until = NULL WHERE id = $1`,
      [row.id, now],
    );
    return;
  }
  const payload = await buildPayload(deps, {
    eventId: row.event_id,
    workspaceId: row.workspace_id,
    type: row.type,
    facts: row.facts,
    occurredAt: row.occurred_at,
  });
  const body = JSON.stringify(payload);
  const secret = webhookSecret(deps.secrets, row.workspace_id, row.endpoint_id, row.secret_id);
  const headers = {
    [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(secret, body, Math.floor(now.getTime() / 1000)),
    [WEBHOOK_ID_HEADER]: row.event_id,
  };
  const outcome = await postWebhook(row.url, body, headers, deps.config.webhookAllowLoopback);
  const first = row.first_attempt_at ?? now;
  const attempts = row.attempts + 1;
  let status = outcome.ok ? 'delivered' : row.status;
  let next: Date | null = null;
  let switchOff = false;
  if (!outcome.ok && status === 'pending') {
    if (now.getTime() - first.getTime() >= RETRY_WINDOW_MS) {
      status = 'failed';
      switchOff = !manual;
    } else next = new Date(now.getTime() + RETRY_PAUSES_MS[Math.min(attempts, RETRY_PAUSES_MS.length) - 1]!);
  }
  await record(deps, row.id, now, outcome, manual);
  await pool.query(
    `UPDATE ${D} SET status = $2, attempts = $3, first_attempt_at = $4, last_attempt_at = $5, last_status = $6, next_attempt_at = $7,
            claimed_until = NULL WHERE id = $1`,
    [row.id, status, attempts, first, now, outcome.status, next],
  );
  if (switchOff)
    await switchOffEndpoint(deps, { endpointId: row.endpoint_id, workspaceId: row.workspace_id, url: row.url, deliveryId: row.id });
}

/**
 * 'Opnieuw versturen': one more attempt of the same delivery (same id, same event), now, also of one
 * that failed for good; false when an instance is sending it at this moment.
 */
export async function resendDelivery(deps: CommandDeps, deliveryId: number): Promise<boolean> {
  const { pool } = deps;
  const { rows } = await pool.query<DeliveryRow>(
    `WITH claimed AS (
       UPDATE ${D} SET claimed_until = now() + make_interval(secs => $2)
        WHERE id = $1 AND (claimed_until IS NULL OR claimed_until < now()) RETURNING *)
     SELECT ${CLAIMED} FROM claimed d JOIN ${T} t USING (endpoint_id)`,
    [deliveryId, CLAIM_SECONDS],
  );
  if (!rows[0]) return false;
  await attempt(deps, rows[0], true);
  return true;
}

/**
 * Delivers the outbox at least once. Every instance runs one: rows are claimed with SKIP LOCKED and a
 * lease; a failed attempt is tried again after a growing pause until 3 days after the first, then the
 * endpoint is switched off (WebhookEndpointDisabled, reason failures) and the owner gets a mail.
 */
export function startWebhookScheduler(options: { deps: CommandDeps; log: (line: string) => void }): WebhookScheduler {
  const { deps, log } = options;
  const { pool } = deps;

  let lastClaimed = 0;
  async function runDue(): Promise<number> {
    const now = deps.clock();
    const { rows } = await pool.query<DeliveryRow>(
      `WITH claimed AS (
         UPDATE ${D} SET claimed_until = now() + make_interval(secs => $3)
          WHERE id IN (
            SELECT d.id FROM ${D} d JOIN ${T} t USING (endpoint_id)
             WHERE d.status = 'pending' AND t.enabled AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= $1)
               AND (d.claimed_until IS NULL OR d.claimed_until < now())
             ORDER BY d.next_attempt_at NULLS FIRST, d.id LIMIT $2 FOR UPDATE OF d SKIP LOCKED)
          RETURNING *)
       SELECT ${CLAIMED} FROM claimed d JOIN ${T} t USING (endpoint_id) ORDER BY d.id`,
      [now, DUE_BATCH, CLAIM_SECONDS],
    );
    lastClaimed = rows.length;
    for (const row of rows) {
      try {
        await attempt(deps, row, false);
      } catch (err) {
        // The store or the database is down: tried again once the lease lapses.
        log(`webhook delivery ${row.id} failed, retried later: ${(err as Error).message}`);
      }
    }
    return rows.length;
  }

  async function nextDelay(): Promise<number> {
    const { rows } = await pool.query<{ next: Date | null; now_due: boolean }>(
      `SELECT min(d.next_attempt_at) AS next, bool_or(d.next_attempt_at IS NULL) AS now_due
         FROM ${D} d JOIN ${T} t USING (endpoint_id)
        WHERE d.status = 'pending' AND t.enabled AND (d.claimed_until IS NULL OR d.claimed_until < now())`,
    );
    const now = deps.clock();
    return delayUntil(rows[0]?.now_due ? now : rows[0]?.next, now);
  }

  const loop = startDueLoop({ name: 'webhooks', runDue, batchWasFull: () => lastClaimed === DUE_BATCH, nextDelay, log });
  return { wake: loop.wake, runDue, resend: (id) => resendDelivery(deps, id), stop: loop.stop };
}
