import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/use-test-app';
import { listConversations, SORT_COLUMNS, type SortKey } from './queries';

/** Deep pages are read from the other end of the order: they must be exactly the pages OFFSET gives. */
const app = useTestApp();
const OWNER = 999_001;
const ROWS = 1234;
beforeAll(async () => {
  // The read model's triggers name their tables unqualified, as the projection runs them.
  await app.db.pool.query(
    `SET search_path TO read, public; INSERT INTO read.conversations (id, owner_id, company_id, company_name, employee_id, employee_name, employee_email,
       scheduled_at, status, report, goal_count, overall_progress, archived_at, owner_name, created_at, last_modified_at)
     SELECT 500000 + i, ${OWNER}, 1 + i % 3, 'Bedrijf ' || (i % 7), 10 + i % 50, 'Medewerker ' || (i % 40), 'm@example.nl',
            timestamptz '2026-01-01' + (i % 400) * interval '1 day', (ARRAY['gepland','open','afgerond'])[1 + i % 3], '', i % 5, (i % 11)::numeric,
            CASE WHEN i % 17 = 0 THEN now() END, 'HR', now(), now()
       FROM generate_series(1, ${ROWS}) AS i; RESET search_path`,
  );
});

async function byOffset(sort: SortKey, dir: 'asc' | 'desc', page: number, includeArchived: boolean, status?: string) {
  const column = SORT_COLUMNS[sort];
  const { rows } = await app.db.pool.query<{ id: number }>(
    `SELECT id FROM read.conversations WHERE owner_id = $1 AND ($2 OR archived_at IS NULL) AND ($3::text IS NULL OR status = $3)
      ORDER BY ${column} ${dir}, id ${dir} LIMIT 10 OFFSET ${(page - 1) * 10}`,
    [OWNER, includeArchived, status ?? null],
  );
  return rows.map((r) => r.id);
}

describe('paging far into a long list', () => {
  it.each([
    ['datum', 'desc'],
    ['medewerker', 'asc'],
    ['voortgang', 'desc'],
    ['status', 'asc'],
  ] as const)('gives the same rows as OFFSET for every deep page, sorted by %s %s', async (sort, dir) => {
    for (const [page, includeArchived, status] of [
      [60, false, undefined],
      [100, false, undefined],
      [117, false, undefined],
      [124, true, undefined],
      [38, false, 'open'],
      [200, false, undefined],
    ] as const) {
      const result = await listConversations(app.db.pool, OWNER, { sort, dir, page, pageSize: 10, includeArchived, status });
      expect(
        result.items.map((r) => r.id),
        `page ${page}`,
      ).toEqual(await byOffset(sort, dir, page, includeArchived, status));
    }
  });
});

describe('the prepared first page', () => {
  it('keeps answering after the read model changes a column type under its open connections', async () => {
    const first = await listConversations(app.db.pool, OWNER, { page: 1 });
    expect(first.total).toBe(ROWS - Math.floor(ROWS / 17));
    // What a rebuild to a new projection version can do: the same query, another result type.
    // Every connection of the pool has the statement prepared first.
    await Promise.all(Array.from({ length: 5 }, () => listConversations(app.db.pool, OWNER, { page: 1 })));
    await app.db.pool.query('ALTER TABLE read.conversations ALTER COLUMN goal_count TYPE bigint');
    for (let i = 0; i < 5; i++) {
      const again = await listConversations(app.db.pool, OWNER, { page: 1 });
      expect(again.items.map((r) => r.id)).toEqual(first.items.map((r) => r.id));
      expect(again.total).toBe(first.total);
    }
  });
});

describe('the total of a search', () => {
  const rowCount = async (
    search: string,
    filter: { status?: string; companyId?: number; employeeId?: number; includeArchived?: boolean },
  ) => {
    const { rows } = await app.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM read.conversations
        WHERE owner_id = $1 AND ($2 OR archived_at IS NULL) AND ($3::text IS NULL OR status = $3)
          AND ($4::int IS NULL OR company_id = $4) AND ($5::int IS NULL OR employee_id = $5) AND strpos(search_text, lower($6)) > 0`,
      [OWNER, filter.includeArchived ?? false, filter.status ?? null, filter.companyId ?? null, filter.employeeId ?? null, search.trim()],
    );
    return rows[0]!.n;
  };

  it.each([
    'medewerker',
    'Bedrijf',
    'erker',
    'afgerond',
    ' open ',
    'werker bedr',
    'bedrijf open',
    'zzz',
    '%',
    '_',
    'medewerker 1',
    '01/2026',
    ':00',
    '2026',
  ])('counts %j exactly, with and without the other filters, from the counts per key or from the rows', async (search) => {
    for (const filter of [
      {},
      { status: 'open' },
      { companyId: 2 },
      { employeeId: 15 },
      { includeArchived: true },
      { status: 'gepland', companyId: 3 },
    ]) {
      const result = await listConversations(app.db.pool, OWNER, { ...filter, search, page: 1, pageSize: 10 });
      expect(result.total, JSON.stringify(filter)).toBe(await rowCount(search, filter));
      expect(result.items.length).toBe(Math.min(10, result.total));
    }
  });
});
