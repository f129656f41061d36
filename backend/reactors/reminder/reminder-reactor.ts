import { DEFAULT_REMINDER_LEAD_TIME, reminderLeadMs, type ReminderLeadTime } from '../../../contracts/notifications';
import { idFrom } from '../../../events/data-subjects';
import type { DbClient } from '../../platform/db';
import { categoryRouter } from '../../projections/by-category';
import { reactorProjection, type Projection } from '../../projections/projection';

/**
 * Kept beside the mail outbox, outside the rebuilt read schema: a rebuild neither loses a due
 * reminder nor brings back one that went. One row per conversation that exists; `due_at` is null
 * while the workspace wants no reminders. `done_for`: the date whose reminder is done: sent (ReminderSent) or too late to send.
 */
export const reminderSchemaSql = `
CREATE TABLE IF NOT EXISTS reminder_due (
  conversation_id integer PRIMARY KEY,
  owner_id integer NOT NULL,
  planned_by integer NOT NULL,
  scheduled_at timestamptz NOT NULL,
  due_at timestamptz,
  planned boolean NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  invited boolean NOT NULL DEFAULT false,
  done_for timestamptz,
  -- Set while an instance is sending it; lapses, so a crash in between only delays the reminder.
  claimed_until timestamptz
);
CREATE INDEX IF NOT EXISTS reminder_due_at ON reminder_due (due_at) WHERE planned AND NOT archived;
CREATE INDEX IF NOT EXISTS reminder_due_owner ON reminder_due (owner_id);
CREATE TABLE IF NOT EXISTS reminder_lead_times (workspace_id integer PRIMARY KEY, lead_time text NOT NULL);
`;

type Change =
  | { kind: 'planned'; conversationId: number; ownerId: number; plannedBy: number; scheduledAt: string; planned: boolean }
  | { kind: 'moved'; conversationId: number; scheduledAt: string }
  | { kind: 'flags'; conversationId: number; planned?: boolean; archived?: boolean; invited?: boolean }
  | { kind: 'deleted'; conversationId: number }
  | { kind: 'sent'; conversationId: number; scheduledAt: string }
  | { kind: 'lead'; workspaceId: number; leadTime: ReminderLeadTime };

const toSchedule = categoryRouter<Change[]>({
  pop(changes, event, conversationId) {
    switch (event.type) {
      case 'ConversationPlanned': {
        const { ownerId, scheduledAt, status } = event.data;
        // The member who planned it; a conversation planned by the product itself goes to the owner.
        const plannedBy = idFrom(event.metadata.actor) ?? ownerId;
        changes.push({ kind: 'planned', conversationId, ownerId, plannedBy, scheduledAt, planned: status === 'gepland' });
        break;
      }
      case 'ConversationRescheduled':
        changes.push({ kind: 'moved', conversationId, scheduledAt: event.data.scheduledAt });
        break;
      case 'ConversationStatusChanged':
        changes.push({ kind: 'flags', conversationId, planned: event.data.status === 'gepland' });
        break;
      case 'ConversationArchived':
      case 'ConversationUnarchived':
        changes.push({ kind: 'flags', conversationId, archived: event.type === 'ConversationArchived' });
        break;
      case 'ConversationDeleted':
        changes.push({ kind: 'deleted', conversationId });
        break;
      case 'ReminderSent':
        changes.push({ kind: 'sent', conversationId, scheduledAt: event.data.scheduledAt });
        break;
      default:
        break;
    }
  },
  // Whether the employee has the appointment: the invitation (and its updates) and its cancellation are mails about it.
  mail_request(changes, event) {
    const { kind, conversationId } = event.data;
    if (conversationId === undefined) return;
    if (kind === 'appointment') changes.push({ kind: 'flags', conversationId, invited: true });
    else if (kind === 'appointment_cancel') changes.push({ kind: 'flags', conversationId, invited: false });
  },
  workspace(changes, event, workspaceId) {
    if (event.type === 'ReminderLeadTimeSet') changes.push({ kind: 'lead', workspaceId, leadTime: event.data.leadTime });
  },
});

/** The due time of a conversation at `scheduledAt` in the workspace's setting, SQL: null for none. */
const DUE_SQL = `($2::timestamptz - (SELECT make_interval(secs => $3::double precision)))`;

async function leadSecondsOf(tx: DbClient, workspaceId: number): Promise<number | null> {
  const { rows } = await tx.query<{ lead_time: ReminderLeadTime }>('SELECT lead_time FROM reminder_lead_times WHERE workspace_id = $1', [
    workspaceId,
  ]);
  const ms = reminderLeadMs[rows[0]?.lead_time ?? DEFAULT_REMINDER_LEAD_TIME];
  return ms === null ? null : ms / 1000;
}

async function write(tx: DbClient, change: Change) {
  switch (change.kind) {
    case 'planned': {
      const { conversationId, ownerId, plannedBy, scheduledAt, planned } = change;
      await tx.query(
        `INSERT INTO reminder_due (conversation_id, scheduled_at, due_at, owner_id, planned_by, planned)
         VALUES ($1, $2, ${DUE_SQL}, $4, $5, $6) ON CONFLICT (conversation_id) DO NOTHING`,
        [conversationId, scheduledAt, await leadSecondsOf(tx, ownerId), ownerId, plannedBy, planned],
      );
      return;
    }
    case 'moved': {
      const { rows } = await tx.query<{ owner_id: number }>('SELECT owner_id FROM reminder_due WHERE conversation_id = $1', [
        change.conversationId,
      ]);
      if (!rows[0]) return;
      // The old date's reminder is gone with the old due time; the lease goes too, the new date is a new reminder.
      await tx.query(`UPDATE reminder_due SET scheduled_at = $2, due_at = ${DUE_SQL}, claimed_until = NULL WHERE conversation_id = $1`, [
        change.conversationId,
        change.scheduledAt,
        await leadSecondsOf(tx, rows[0].owner_id),
      ]);
      return;
    }
    case 'flags':
      await tx.query(
        `UPDATE reminder_due SET planned = coalesce($2, planned), archived = coalesce($3, archived), invited = coalesce($4, invited)
          WHERE conversation_id = $1`,
        [change.conversationId, change.planned ?? null, change.archived ?? null, change.invited ?? null],
      );
      return;
    case 'deleted':
      await tx.query('DELETE FROM reminder_due WHERE conversation_id = $1', [change.conversationId]);
      return;
    case 'sent':
      await tx.query('UPDATE reminder_due SET done_for = $2 WHERE conversation_id = $1', [change.conversationId, change.scheduledAt]);
      return;
    case 'lead': {
      await tx.query(
        `INSERT INTO reminder_lead_times (workspace_id, lead_time) VALUES ($1, $2)
         ON CONFLICT (workspace_id) DO UPDATE SET lead_time = EXCLUDED.lead_time`,
        [change.workspaceId, change.leadTime],
      );
      const ms = reminderLeadMs[change.leadTime];
      await tx.query(
        `UPDATE reminder_due SET due_at = CASE WHEN $2::double precision IS NULL THEN NULL
                                              ELSE scheduled_at - make_interval(secs => $2::double precision) END
          WHERE owner_id = $1`,
        [change.workspaceId, ms === null ? null : ms / 1000],
      );
      return;
    }
  }
}

/**
 * The reactor half of reminders: events in, the schedule out, in the same transaction as its
 * checkpoint. The scheduler (reminder-scheduler.ts) sends when a row comes due. Applying the same
 * events twice leaves the same rows.
 */
export function reminderReactor(onScheduled: () => void): Projection {
  // The scheduler looks once the rows are committed.
  return reactorProjection<Change>(
    'reminder_reactor',
    toSchedule,
    async (tx, changes) => {
      for (const change of changes) await write(tx, change);
    },
    onScheduled,
  );
}
