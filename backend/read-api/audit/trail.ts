import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditKind, type AuditPage } from '../../../contracts/audit';
import type { Queryable } from '../../platform/db';
import { auditKindSql, type AuditTrailRow } from '../../projections/audit/tables';
import { auditWhere, type AuditFilters } from './filters';

/** A line as read, with its member's name (null once the account is gone). */
export type AuditLine = Pick<AuditTrailRow, 'event_id' | 'position' | 'actor_id' | 'action' | 'summary' | 'conversation_id'> & {
  at: Date;
  kind: AuditKind;
  actor_name: string | null;
};

/** An erased or deleted account has no name left to show. */
export const UNKNOWN_MEMBER = 'Onbekend';

/** The one place where a trail line becomes the contract's Dutch fields. */
export const auditLineToApi = (line: AuditLine): AuditEntry => ({
  id: line.event_id,
  tijd: line.at.toISOString(),
  lid: { id: line.actor_id, naam: line.actor_name ?? UNKNOWN_MEMBER },
  soort: line.kind,
  actie: line.action,
  omschrijving: line.summary,
  gesprek_id: line.conversation_id,
});

/** Where a read starts: skip `offset` lines (a page), or take the lines before `position` (the export's next rows). */
export type AuditFrom = { offset: number } | { before: number };

/**
 * The trail's lines, newest first. They are picked along an index that starts with the workspace and
 * ends with the position, before the names are joined, so a page costs the same in a workspace of ten
 * lines as in one of a hundred thousand (bench/audit.bench.ts).
 */
export async function auditLines(db: Queryable, workspaceId: number, filters: AuditFilters, limit: number, from: AuditFrom) {
  const { where, values } = auditWhere(workspaceId, filters);
  const start = 'before' in from ? `AND a.position < $${values.push(from.before)}` : '';
  const offset = 'offset' in from ? from.offset : 0;
  const { rows } = await db.query<AuditLine>(
    `SELECT a.event_id, a.position, a.at, a.actor_id, ${auditKindSql('a')} AS kind, a.action, a.summary, a.conversation_id, u.name AS actor_name
       FROM (SELECT a.* FROM read.audit_trail a WHERE ${where} ${start}
              ORDER BY a.position DESC LIMIT $${values.push(limit)} OFFSET $${values.push(offset)}) a
       LEFT JOIN read.hr_users u ON u.id = a.actor_id
      ORDER BY a.position DESC`,
    values,
  );
  return rows;
}

/** One page of the trail: one line more is read to know whether another page follows. */
export async function auditTrailPage(db: Queryable, workspaceId: number, filters: AuditFilters, page = 1): Promise<AuditPage> {
  const rows = await auditLines(db, workspaceId, filters, AUDIT_PAGE_SIZE + 1, { offset: (page - 1) * AUDIT_PAGE_SIZE });
  return {
    items: rows.slice(0, AUDIT_PAGE_SIZE).map(auditLineToApi),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}

/** When each member last changed something in the workspace (the Team tab). */
export async function lastActivityByMember(db: Queryable, workspaceId: number): Promise<Map<number, Date>> {
  const { rows } = await db.query<{ actor_id: number; at: Date }>(
    `SELECT m.user_id AS actor_id, last.at
       FROM read.workspace_members m
       CROSS JOIN LATERAL (SELECT a.at FROM read.audit_trail a WHERE a.workspace_id = m.workspace_id AND a.actor_id = m.user_id
                            ORDER BY a.position DESC LIMIT 1) last
      WHERE m.workspace_id = $1`,
    [workspaceId],
  );
  return new Map(rows.map((row) => [row.actor_id, row.at]));
}
