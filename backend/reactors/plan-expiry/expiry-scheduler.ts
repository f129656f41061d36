import { accountStream } from '../../../events/account';
import { accountDecider } from '../../commands/account/decider';
import { handleCommand } from '../../commands/handle-command';
import { NotFoundError } from '../../platform/errors';
import { CLAIM_SECONDS, DUE_BATCH, delayUntil, startDueLoop, type DueScheduler, type SchedulerOptions } from '../due-loop';
import { REACTOR_SCHEMA } from '../mail/outbox-schema';

/**
 * Appends PlanExpired for every promo plan whose end has come. Every app instance runs one: rows are
 * claimed with SKIP LOCKED and a lease, so two instances do not both work on an account, and the
 * command id is fixed per account and end date, so even if they did, the expiry is stored once. The
 * schedule is a table, so a restart (or downtime past an end date) expires late plans at once.
 * `runDue` answers how many expiries it appended.
 */
export function startExpiryScheduler(options: SchedulerOptions): DueScheduler {
  const { pool, store, clock, log } = options;

  let lastClaimed = 0;
  async function runDue(): Promise<number> {
    const now = clock();
    const { rows } = await pool.query<{ user_id: number; expires_at: Date }>(
      `UPDATE ${REACTOR_SCHEMA}.plan_expiries SET claimed_until = now() + make_interval(secs => $3)
       WHERE user_id IN (
         SELECT user_id FROM ${REACTOR_SCHEMA}.plan_expiries
         WHERE expires_at <= $1 AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING user_id, expires_at`,
      [now, DUE_BATCH, CLAIM_SECONDS],
    );
    lastClaimed = rows.length;
    let expired = 0;
    for (const row of rows) {
      const expiresAt = row.expires_at.toISOString();
      const context = { actor: 'plan-expiry', tenant: String(row.user_id), commandId: `plan-expiry:${row.user_id}:${expiresAt}` };
      try {
        const result = await handleCommand(
          store,
          accountStream(row.user_id),
          accountDecider,
          { type: 'ExpirePlan', expiresAt, now: now.toISOString() },
          context,
        );
        expired += result.events.length;
      } catch (err) {
        // An account that does not exist has nothing to expire; anything else (not due by the
        // account's own rule, a store that is down) is tried again once the lease lapses.
        if (!(err instanceof NotFoundError)) {
          log(`plan expiry for account ${row.user_id} failed, retried later: ${(err as Error).message}`);
          continue;
        }
      }
      await pool.query(`DELETE FROM ${REACTOR_SCHEMA}.plan_expiries WHERE user_id = $1 AND expires_at = $2`, [row.user_id, row.expires_at]);
    }
    return expired;
  }

  async function nextDelay(): Promise<number> {
    const { rows } = await pool.query<{ next: Date | null }>(`SELECT min(expires_at) AS next FROM ${REACTOR_SCHEMA}.plan_expiries`);
    return delayUntil(rows[0]?.next, clock());
  }

  const loop = startDueLoop({ name: 'plan expiry', runDue, batchWasFull: () => lastClaimed === DUE_BATCH, nextDelay, log });
  return { wake: loop.wake, runDue, stop: loop.stop };
}
