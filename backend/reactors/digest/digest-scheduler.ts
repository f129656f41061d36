import { overdueDigestCategory, overdueDigestKey } from '../../../events/overdue-digest';
import { eventIdFor } from '../../commands/handle-command';
import { WrongExpectedVersionError } from '../../eventstore/port';
import { overdueGoals } from '../../projections/conversation/overdue-goals';
import { CLAIM_SECONDS, DUE_BATCH, delayUntil, startDueLoop, type DueScheduler, type SchedulerOptions } from '../due-loop';
import { REACTOR_SCHEMA } from '../mail/outbox-schema';
import { lastDigestSlot, nextDigestSlot } from './digest-week';

/** A digest that could not go on its Monday (the app was down all day) waits for the next one. */
const LATE_MS = 24 * 60 * 60 * 1000;

/**
 * Every Monday 08:00 Dutch time each HR user (owner, HR-manager) of each workspace gets the list of its
 * overdue goals, nothing when there are none. Every app instance runs one: the week's rows are made
 * once per (workspace, user, week), claimed with SKIP LOCKED and a lease, and the digest is appended to
 * its own stream with no_stream, so even two instances working on one row store (and mail) it once.
 * `runDue` answers how many digests it stored.
 */
export function startDigestScheduler(options: SchedulerOptions): DueScheduler {
  const { pool, store, clock, log } = options;

  async function queueWeek(now: Date): Promise<void> {
    const slot = lastDigestSlot(now);
    if (now.getTime() - slot.at.getTime() >= LATE_MS) return;
    await pool.query(
      `INSERT INTO ${REACTOR_SCHEMA}.overdue_digests (owner_id, user_id, week)
       SELECT m.workspace_id, m.user_id, $1 FROM read.workspace_members m
        WHERE m.role IN ('owner', 'hr_manager')
          AND $2 >= (SELECT started_at FROM ${REACTOR_SCHEMA}.overdue_digest_schedule)
       ON CONFLICT DO NOTHING`,
      [slot.week, slot.at],
    );
  }

  async function send(row: { owner_id: number; user_id: number; week: string }, now: Date): Promise<number> {
    const employees = await overdueGoals(pool, row.owner_id, now);
    if (!employees.length) return 0;
    const key = overdueDigestKey(row.owner_id, row.user_id, row.week);
    const stream = overdueDigestCategory.streamOf(key);
    const event = overdueDigestCategory.versioned({
      type: 'OverdueDigestSent',
      data: {
        ownerId: row.owner_id,
        userId: row.user_id,
        week: row.week,
        employeeIds: employees.map((e) => e.employeeId),
        employees,
        at: now.toISOString(),
      },
    });
    const metadata = { actor: 'overdue-digest', tenant: String(row.owner_id), commandId: `overdue-digest:${key}` };
    try {
      await store.appendToStream(stream, [{ id: eventIdFor(key, stream, 0), ...event, metadata }], { expected: 'no_stream' });
      return 1;
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) return 0; // another instance stored it first
      throw err;
    }
  }

  let lastClaimed = 0;
  async function runDue(): Promise<number> {
    const now = clock();
    await queueWeek(now);
    const { rows } = await pool.query<{ owner_id: number; user_id: number; week: string }>(
      `UPDATE ${REACTOR_SCHEMA}.overdue_digests SET claimed_until = now() + make_interval(secs => $2)
        WHERE (owner_id, user_id, week) IN (
          SELECT owner_id, user_id, week FROM ${REACTOR_SCHEMA}.overdue_digests
           WHERE done_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
           LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING owner_id, user_id, week`,
      [DUE_BATCH, CLAIM_SECONDS],
    );
    lastClaimed = rows.length;
    let sent = 0;
    for (const row of rows) {
      try {
        sent += await send(row, now);
      } catch (err) {
        log(`overdue digest for ${row.user_id} in ${row.owner_id} failed, retried later: ${(err as Error).message}`);
        continue;
      }
      await pool.query(`UPDATE ${REACTOR_SCHEMA}.overdue_digests SET done_at = now() WHERE owner_id = $1 AND user_id = $2 AND week = $3`, [
        row.owner_id,
        row.user_id,
        row.week,
      ]);
    }
    return sent;
  }

  // The next look is the next Monday's slot (or a poll): rows are made when a slot has come.
  const nextDelay = async () => delayUntil(nextDigestSlot(clock()), clock());
  const loop = startDueLoop({ name: 'overdue digest', runDue, batchWasFull: () => lastClaimed === DUE_BATCH, nextDelay, log });
  return { wake: loop.wake, runDue, stop: loop.stop };
}
