import { conversationCategory, conversationStream } from '../../../events/conversation';
import { conversationDecider } from '../../commands/conversation/decider';
import type { CommandDeps } from '../../commands/deps';
import { handleCommand } from '../../commands/handle-command';
import { loadAggregate } from '../../eventstore/load-aggregate';
import { CLAIM_SECONDS, DUE_BATCH, delayUntil, startDueLoop, type DueScheduler } from '../due-loop';
import { REACTOR_SCHEMA } from '../mail/outbox-schema';
import { requestReminderMails, type DueReminder } from './reminder-mail';

const DUE = `due_at <= $1 AND planned AND NOT archived AND done_for IS DISTINCT FROM scheduled_at`;

/**
 * Sends the reminder of every conversation whose due time has come. Every app instance runs one:
 * rows are claimed with SKIP LOCKED and a lease, the mail requests' streams are fixed per
 * conversation, date and recipient, and ReminderSent is recorded once per date, so a reminder goes
 * once however many instances, restarts or rebuilds. A conversation the stream shows moved, started,
 * archived or deleted gets none: the reactor reschedules or drops its row from those same events.
 * `runDue` answers how many reminders (conversations) it sent.
 */
export function startReminderScheduler(options: { deps: CommandDeps; log: (line: string) => void }): DueScheduler {
  const { deps, log } = options;
  const { pool } = deps;

  async function send(row: DueReminder, now: Date): Promise<boolean> {
    const state = await loadAggregate(deps.store, conversationCategory, conversationDecider, row.conversationId);
    const current =
      state.exists &&
      !state.deleted &&
      state.archivedAt === null &&
      state.status === 'gepland' &&
      Date.parse(state.scheduledAt) === Date.parse(row.scheduledAt);
    // The reactor has not caught up with a change yet: its next write decides.
    if (!current) return false;
    const late = Date.parse(state.scheduledAt) <= now.getTime();
    const sent = state.remindersSent.includes(state.scheduledAt);
    // Mails first, then the record: a crash in between resends nothing (the requests' streams exist) and records on the retry.
    if (!late && !sent) await requestReminderMails(deps, { ...row, scheduledAt: state.scheduledAt }, state);
    if (!late) {
      const context = {
        actor: 'reminder',
        tenant: String(row.ownerId),
        commandId: `reminder:${row.conversationId}:${state.scheduledAt}`,
      };
      const command = { type: 'RecordReminderSent' as const, scheduledAt: state.scheduledAt, actorId: row.ownerId, now: now.toISOString() };
      await handleCommand(deps.store, conversationStream(row.conversationId), conversationDecider, command, context);
    }
    await pool.query(`UPDATE ${REACTOR_SCHEMA}.reminder_due SET done_for = scheduled_at WHERE conversation_id = $1 AND scheduled_at = $2`, [
      row.conversationId,
      row.scheduledAt,
    ]);
    return !late && !sent;
  }

  let lastClaimed = 0;
  async function runDue(): Promise<number> {
    const now = deps.clock();
    const { rows } = await pool.query<{
      conversation_id: number;
      owner_id: number;
      planned_by: number;
      scheduled_at: Date;
      invited: boolean;
    }>(
      `UPDATE ${REACTOR_SCHEMA}.reminder_due SET claimed_until = now() + make_interval(secs => $3)
       WHERE conversation_id IN (
         SELECT conversation_id FROM ${REACTOR_SCHEMA}.reminder_due
         WHERE ${DUE} AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING conversation_id, owner_id, planned_by, scheduled_at, invited`,
      [now, DUE_BATCH, CLAIM_SECONDS],
    );
    lastClaimed = rows.length;
    let sent = 0;
    for (const row of rows) {
      const reminder = {
        conversationId: row.conversation_id,
        ownerId: row.owner_id,
        plannedBy: row.planned_by,
        scheduledAt: row.scheduled_at.toISOString(),
        invited: row.invited,
      };
      try {
        if (await send(reminder, now)) sent += 1;
      } catch (err) {
        // A store that is down, a conflict: tried again once the lease lapses.
        log(`reminder for conversation ${row.conversation_id} failed, retried later: ${(err as Error).message}`);
      }
    }
    return sent;
  }

  async function nextDelay(): Promise<number> {
    const { rows } = await pool.query<{ next: Date | null }>(
      `SELECT min(due_at) AS next FROM ${REACTOR_SCHEMA}.reminder_due
        WHERE planned AND NOT archived AND done_for IS DISTINCT FROM scheduled_at`,
    );
    return delayUntil(rows[0]?.next, deps.clock());
  }

  const loop = startDueLoop({ name: 'reminders', runDue, batchWasFull: () => lastClaimed === DUE_BATCH, nextDelay, log });
  return { wake: loop.wake, runDue, stop: loop.stop };
}
