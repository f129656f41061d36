import { roles } from '../../../contracts/roles';
import type { WorkspaceRole } from '../../../contracts/roles';
import type { CalendarFeedScope } from '../../../events/calendar-feed';
import { feedByTokenHash, feedConversations } from '../../projections/calendar-feed/queries';
import type { Queryable } from '../../platform/db';
import { feedIcs } from './feed-ics';

const allowed: readonly string[] = roles.hrAndAuditor satisfies readonly WorkspaceRole[];

/**
 * The feed behind a secret's hash as iCalendar, or undefined when no feed has it, or its holder no
 * longer reads the workspace's conversations (removed, or now an analyst): checked on every fetch.
 */
export async function calendarFeedBody(db: Queryable, tokenHash: string, appUrl: string): Promise<string | undefined> {
  const feed = await feedByTokenHash(db, tokenHash);
  if (!feed || feed.role === null || !allowed.includes(feed.role)) return undefined;
  const own = (feed.scope as CalendarFeedScope) === 'own';
  const rows = await feedConversations(db, feed.workspace_id, own ? feed.user_id : null);
  return feedIcs(
    rows.map((r) => ({
      id: r.id,
      scheduledAt: r.scheduled_at,
      employeeName: r.employee_name,
      companyName: r.company_name,
      status: r.status,
      lastModifiedAt: r.last_modified_at,
    })),
    { appUrl, name: own ? 'POP Planner: mijn gesprekken' : 'POP Planner' },
  );
}
