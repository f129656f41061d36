import { preparedQuery, type Queryable } from '../../platform/db';
import { conversationsTable, type ConversationReadRow as ConversationRow } from './tables';

/** The list's sort keys (the contract's) and the column each sorts on. */
export const SORT_COLUMNS = {
  medewerker: 'employee_name',
  bedrijf: 'company_name',
  datum: 'scheduled_at',
  doelen: 'goal_count',
  voortgang: 'overall_progress',
  status: 'status',
} as const satisfies Record<string, keyof ConversationRow>;
export type SortKey = keyof typeof SORT_COLUMNS;

export interface ListFilter {
  includeArchived?: boolean;
  employeeId?: number;
  companyId?: number;
  status?: string;
  search?: string;
  /** scheduled_at in [from, to): the calendar asks for the weeks it shows. */
  from?: Date;
  to?: Date;
  sort?: SortKey;
  dir?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

const ROW = conversationsTable.select();
const TABLE = `read.${conversationsTable.name}`;

function where(ownerId: number, filter: ListFilter) {
  const params: unknown[] = [ownerId];
  const clauses = ['owner_id = $1'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (!filter.includeArchived) clauses.push('archived_at IS NULL');
  if (filter.employeeId !== undefined) add('employee_id = ?', filter.employeeId);
  if (filter.companyId !== undefined) add('company_id = ?', filter.companyId);
  if (filter.status) add('status = ?', filter.status);
  if (filter.from) add('scheduled_at >= ?', filter.from);
  if (filter.to) add('scheduled_at < ?', filter.to);
  const term = searchTerm(filter);
  // Over employee, company, status text and the date as the list shows it (dd/mm/yyyy hh:mm, Dutch time).
  // search_text is lower case, computed by PostgreSQL as a row is written (tables.ts).
  if (term !== undefined) add('search_text LIKE ?', `%${term}%`);
  return { sql: clauses.join(' AND '), params };
}

/**
 * The list, sorted and filtered in SQL. With `page`, one page and `total` (all matching rows); without,
 * every matching row. Every sort column has an index, and the total comes from a counts table
 * (conversation_counts; conversation_search_counts for a search or one employee) unless the
 * filter needs the rows themselves (a date window, a search term with digits, '/' or ':'), so a page
 * costs about the same with 10 or 10,000 conversations (bench/conversation-list.bench.ts).
 */
export async function listConversations(db: Queryable, ownerId: number, filter: ListFilter) {
  const { sql, params } = where(ownerId, filter);
  const column = SORT_COLUMNS[filter.sort ?? 'datum'];
  const dir = filter.dir === 'asc' ? 'ASC' : 'DESC';
  const paged = filter.page !== undefined;
  const pageSize = filter.pageSize ?? 10;
  const page = Math.max(1, filter.page ?? 1);
  const limit = paged ? `LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}` : '';
  const select = `SELECT ${ROW} FROM ${TABLE} WHERE ${sql} ORDER BY ${column} ${dir}, id ${dir} ${limit}`;
  if (!paged) {
    const { rows } = await db.query<ConversationRow>(select, params);
    return { items: rows, total: rows.length, page, pageSize };
  }
  const offset = (page - 1) * pageSize;
  if (offset >= DEEP_OFFSET) {
    // A page far from the start (the last page of 10,000 rows): read it from the other end when that is
    // nearer, so PostgreSQL walks the index a short way instead of skipping thousands of rows.
    const total = await countConversations(db, ownerId, filter, sql, params);
    if (offset >= total) return { items: [], total, page, pageSize };
    const fromEnd = total - offset - pageSize;
    if (fromEnd < offset) {
      const back = dir === 'ASC' ? 'DESC' : 'ASC';
      const take = Math.min(pageSize, total - offset);
      const { rows } = await db.query<ConversationRow>(
        `SELECT ${ROW} FROM ${TABLE} WHERE ${sql} ORDER BY ${column} ${back}, id ${back} LIMIT ${take} OFFSET ${Math.max(0, fromEnd)}`,
        params,
      );
      return { items: rows.reverse(), total, page, pageSize };
    }
    const { rows } = await db.query<ConversationRow>(select, params);
    return { items: rows, total, page, pageSize };
  }
  const counts = countsQuery(ownerId, filter, params.length);
  if (counts) {
    // One round trip: the page and its total from a counts table (a page past the end answers no row, so count then).
    const counted = `SELECT p.*, (${counts.sql}) AS total FROM (${select}) p`;
    // Prepared: the list's first page is the most requested read of the product (bench:http).
    const { rows } = await preparedQuery<ConversationRow & { total: number }>(db, counted, [...params, ...counts.params]);
    const total = rows[0]?.total ?? (await countConversations(db, ownerId, filter, sql, params));
    return { items: rows.map(({ total: _, ...row }) => row), total, page, pageSize };
  }
  // A search with date characters: its matches (through the trigram index) are sorted for the page. Walking
  // the date index instead, as PostgreSQL would for a LIMIT, passes every newer row to find an old month.
  const term = searchTerm(filter);
  const pageSql =
    term !== undefined && !countableByKeys(term)
      ? `WITH matches AS MATERIALIZED (SELECT ${ROW} FROM ${TABLE} WHERE ${sql})
         SELECT * FROM matches ORDER BY ${column} ${dir}, id ${dir} ${limit}`
      : select;
  const [rows, total] = await Promise.all([
    db.query<ConversationRow>(pageSql, params),
    countConversations(db, ownerId, filter, sql, params),
  ]);
  return { items: rows.rows, total, page, pageSize };
}

/** From this many rows skipped on, a page may be read from the other end of the order. */
const DEEP_OFFSET = 500;

/** The list's search term as matched against search_text: lower case, LIKE's wildcards escaped; undefined without one. */
function searchTerm(filter: ListFilter): string | undefined {
  const term = filter.search?.trim().toLowerCase();
  return term ? term.replace(/[\\%_]/g, (c) => `\\${c}`) : undefined;
}

/**
 * A term without digits, '/' or ':' cannot touch the date at the end of search_text (' dd/mm/yyyy hh:mm'),
 * and as it is trimmed it cannot end in the space before it: it matches a row's search_text exactly when
 * it matches the text before the date, which conversation_search_counts keeps per key.
 */
const countableByKeys = (term: string) => !/[0-9/:]/.test(term);

/**
 * The total from a counts table, its parameters numbered after the first `offset` ones; undefined when
 * the filter needs the rows themselves (a date window, or a search term with date characters).
 */
function countsQuery(ownerId: number, filter: ListFilter, offset: number): { sql: string; params: unknown[] } | undefined {
  if (filter.from !== undefined || filter.to !== undefined) return undefined;
  const $ = (n: number) => `$${offset + n}`;
  const params: unknown[] = [ownerId, filter.includeArchived ?? false, filter.status || null, filter.companyId ?? null];
  const common = `owner_id = ${$(1)} AND (${$(2)}::boolean OR NOT archived) AND (${$(3)}::text IS NULL OR status = ${$(3)})
      AND (${$(4)}::int IS NULL OR company_id = ${$(4)})`;
  const term = searchTerm(filter);
  if (term === undefined && filter.employeeId === undefined)
    return { sql: `SELECT coalesce(sum(n), 0)::int FROM read.conversation_counts WHERE ${common}`, params };
  if (term !== undefined && !countableByKeys(term)) return undefined;
  params.push(filter.employeeId ?? null, `%${term ?? ''}%`);
  return {
    sql: `SELECT coalesce(sum(n), 0)::int FROM read.conversation_search_counts
     WHERE ${common} AND (${$(5)}::int IS NULL OR employee_id = ${$(5)}) AND search_name LIKE ${$(6)}`,
    params,
  };
}

async function countConversations(db: Queryable, ownerId: number, filter: ListFilter, sql: string, params: unknown[]): Promise<number> {
  const counts = countsQuery(ownerId, filter, 0);
  const { rows } = counts
    ? await db.query<{ n: number }>(`SELECT (${counts.sql}) AS n`, counts.params)
    : await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${TABLE} WHERE ${sql}`, params);
  return rows[0]!.n;
}

/** A conversation with its goals and ambitions, in one round trip (a command's answer reads it after every write). */
export async function findConversation(db: Queryable, ownerId: number, id: number) {
  const { rows } = await db.query<ConversationRow & { goals: GoalReadRow[]; ambitions: ItemReadRow[] }>(
    `SELECT ${conversationsTable.select({ alias: 'c' })},
            coalesce((SELECT json_agg(json_build_object('id', g.id, 'description', g.description, 'note', g.note, 'progress', g.progress,
                                                        'deadline', to_char(g.deadline, 'YYYY-MM-DD')) ORDER BY g.id)
                        FROM read.conversation_goals g WHERE g.conversation_id = c.id), '[]') AS goals,
            coalesce((SELECT json_agg(json_build_object('id', a.id, 'description', a.description, 'note', a.note) ORDER BY a.id)
                        FROM read.conversation_ambitions a WHERE a.conversation_id = c.id), '[]') AS ambitions
       FROM ${TABLE} c WHERE c.id = $1 AND c.owner_id = $2`,
    [id, ownerId],
  );
  return rows[0];
}
export type FoundConversation = NonNullable<Awaited<ReturnType<typeof findConversation>>>;
interface ItemReadRow {
  id: number;
  description: string;
  note: string;
}
type GoalReadRow = ItemReadRow & { progress: number; deadline: string | null };

/** Upcoming planned (earliest first) or open conversations, not archived. */
export async function listByStatus(db: Queryable, ownerId: number, status: 'gepland' | 'open', limit = 10) {
  const { rows } = await db.query<ConversationRow>(
    `SELECT ${ROW} FROM ${TABLE}
      WHERE owner_id = $1 AND status = $2 AND archived_at IS NULL
      ORDER BY scheduled_at ${status === 'gepland' ? 'ASC' : 'DESC'}, id LIMIT $3`,
    [ownerId, status, limit],
  );
  return rows;
}

export async function conversationStats(db: Queryable, ownerId: number) {
  const { rows } = await db.query<{ total: number; gepland: number; open: number; afgerond: number }>(
    `SELECT coalesce(sum(n), 0)::int AS total,
            coalesce(sum(n) FILTER (WHERE status = 'gepland'), 0)::int AS gepland,
            coalesce(sum(n) FILTER (WHERE status = 'open'), 0)::int AS open,
            coalesce(sum(n) FILTER (WHERE status = 'afgerond'), 0)::int AS afgerond
       FROM read.conversation_counts WHERE owner_id = $1 AND NOT archived`,
    [ownerId],
  );
  const r = rows[0]!;
  return { totalConversations: r.total, plannedConversations: r.gepland, openConversations: r.open, completedConversations: r.afgerond };
}

/** An employee's goals across conversations, with the conversation's date (growth view). */
export async function goalsOfEmployee(db: Queryable, ownerId: number, employeeId: number) {
  const { rows } = await db.query<EmployeeGoalRow>(
    `SELECT g.id, g.description, g.note, g.progress, to_char(g.deadline, 'YYYY-MM-DD') AS deadline,
            c.id AS conversation_id, c.scheduled_at, c.status
       FROM read.conversation_goals g JOIN ${TABLE} c ON c.id = g.conversation_id
      WHERE c.owner_id = $1 AND c.employee_id = $2
      ORDER BY c.scheduled_at, g.id`,
    [ownerId, employeeId],
  );
  return rows;
}
export interface EmployeeGoalRow extends ItemReadRow {
  progress: number;
  deadline: string | null;
  conversation_id: number;
  scheduled_at: Date;
  status: string;
}
