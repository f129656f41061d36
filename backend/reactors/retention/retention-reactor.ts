import { categoryRouter } from '../../projections/by-category';
import { reactorProjection, type Projection } from '../../projections/projection';

/** How long what is kept (SPEC 9, privacy): POP conversations 7 years after their date, accounts 2 years after their plan ended. */
export const RETENTION = { conversationYears: 7, accountYears: 2 } as const;

/** Beside the mail outbox, outside the rebuilt read schema: a rebuild never loses a due erasure. */
export const retentionSchemaSql = `
CREATE TABLE IF NOT EXISTS retention_due (
  subject_kind text NOT NULL CHECK (subject_kind IN ('conversation', 'account')),
  subject_id integer NOT NULL,
  owner_id integer NOT NULL,
  due_at timestamptz NOT NULL,
  -- Set while an instance is erasing it; lapses, so a crash in between only delays the erasure.
  claimed_until timestamptz,
  PRIMARY KEY (subject_kind, subject_id)
);
CREATE INDEX IF NOT EXISTS retention_due_at ON retention_due (due_at);
`;

const addYears = (iso: string, years: number) => {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
};

type Change =
  | { kind: 'conversation' | 'account'; id: number; ownerId: number; dueAt: string }
  | { kind: 'conversation' | 'account'; id: number; dueAt: null }
  | { kind: 'owner'; id: number; dueAt: null };

/** When each conversation and account falls due: from the events, so the schedule follows every change. */
const toSchedule = categoryRouter<Change[]>({
  pop(changes, event, conversationId) {
    if (event.type === 'ConversationPlanned') {
      changes.push({
        kind: 'conversation',
        id: conversationId,
        ownerId: event.data.ownerId,
        dueAt: addYears(event.data.scheduledAt, RETENTION.conversationYears),
      });
    } else if (event.type === 'ConversationRescheduled') {
      const ownerId = Number(event.metadata.tenant);
      if (Number.isInteger(ownerId))
        changes.push({
          kind: 'conversation',
          id: conversationId,
          ownerId,
          dueAt: addYears(event.data.scheduledAt, RETENTION.conversationYears),
        });
    }
  },
  hr_user(changes, event, userId) {
    // The contract ends when a plan is cancelled or runs out; a new plan starts it again.
    if (event.type === 'PlanCancelled' || event.type === 'PlanExpired') {
      changes.push({ kind: 'account', id: userId, ownerId: userId, dueAt: addYears(event.data.at, RETENTION.accountYears) });
    } else if (event.type === 'PlanUpgraded') {
      changes.push({ kind: 'account', id: userId, dueAt: null });
    }
  },
  data_subject(changes, event) {
    const { kind, id } = event.data;
    if (kind === 'account') changes.push({ kind: 'owner', id, dueAt: null });
    else if (kind === 'conversation') changes.push({ kind, id, dueAt: null });
  },
});

/**
 * The reactor half of retention: events in, the schedule out, in the same transaction as its
 * checkpoint. The scheduler (retention-scheduler.ts) erases what has come due, daily.
 */
export function retentionReactor(): Projection {
  return reactorProjection<Change>('retention_reactor', toSchedule, async (tx, changes) => {
    for (const change of changes) {
      if (change.kind === 'owner') {
        await tx.query('DELETE FROM retention_due WHERE owner_id = $1', [change.id]);
      } else if (change.dueAt === null) {
        await tx.query('DELETE FROM retention_due WHERE subject_kind = $1 AND subject_id = $2', [change.kind, change.id]);
      } else {
        await tx.query(
          `INSERT INTO retention_due (subject_kind, subject_id, owner_id, due_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (subject_kind, subject_id) DO UPDATE SET due_at = EXCLUDED.due_at, owner_id = EXCLUDED.owner_id, claimed_until = NULL`,
          [change.kind, change.id, change.ownerId, change.dueAt],
        );
      }
    }
  });
}
