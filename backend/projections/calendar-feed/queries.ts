import type { Queryable } from '../../platform/db';
import { calendarFeedsTable, type CalendarFeedRow } from './tables';

/** The feed whose secret hashes to `tokenHash`, with its holder's role in the feed's workspace (null once removed). */
export async function feedByTokenHash(db: Queryable, tokenHash: string): Promise<(CalendarFeedRow & { role: string | null }) | undefined> {
  const { rows } = await db.query<CalendarFeedRow & { role: string | null }>(
    `SELECT ${calendarFeedsTable.select({ alias: 'f' })}, m.role
       FROM read.calendar_feeds f
       LEFT JOIN read.workspace_members m ON m.workspace_id = f.workspace_id AND m.user_id = f.user_id
      WHERE f.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

export async function feedOf(db: Queryable, userId: number, workspaceId: number): Promise<CalendarFeedRow | undefined> {
  const { rows } = await db.query<CalendarFeedRow>(
    `SELECT ${calendarFeedsTable.select()} FROM read.calendar_feeds WHERE user_id = $1 AND workspace_id = $2`,
    [userId, workspaceId],
  );
  return rows[0];
}

export interface FeedConversationRow {
  id: number;
  scheduled_at: Date;
  employee_name: string;
  company_name: string;
  status: string;
  last_modified_at: Date;
}

/** Guards the size of one answer; far more than a workspace has planned and open at once. */
const FEED_LIMIT = 5000;

/**
 * The planned and open conversations of a workspace that are not archived (a deleted one has no row),
 * only those `plannedBy` planned when given; newest date first.
 */
export async function feedConversations(db: Queryable, workspaceId: number, plannedBy: number | null): Promise<FeedConversationRow[]> {
  const { rows } = await db.query<FeedConversationRow>(
    `SELECT c.id, c.scheduled_at, c.employee_name, c.company_name, c.status, c.last_modified_at
       FROM read.conversations c
      WHERE c.owner_id = $1 AND c.status IN ('gepland', 'open') AND c.archived_at IS NULL
        AND ($2::int IS NULL OR EXISTS (
              SELECT 1 FROM read.conversation_planners p WHERE p.conversation_id = c.id AND p.planned_by = $2))
      ORDER BY c.scheduled_at DESC, c.id
      LIMIT ${FEED_LIMIT}`,
    [workspaceId, plannedBy],
  );
  return rows;
}
