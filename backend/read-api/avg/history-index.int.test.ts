import { describe, expect, it, beforeAll } from 'vitest';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store';
import { SUBJECT_INDEXES } from '../../eventstore/postgres/subject-indexes';
import { useEventStore } from '../../../tests/support/use-event-store';
import { historyPositionsQuery, type HistoryScope } from './history';

/**
 * Security finding (exports scan every tenant's events): the export finds a subject's events through
 * indexes only. 40,000 events of 400 other tenants, each sealed under its account and with its tenant
 * in the metadata, beside one account's own, its employee's and an e-mail claim naming the employee.
 */
const { db } = useEventStore();

const OWNER = 7;
const account: HistoryScope = { streams: [`hr_user-${OWNER}`, `activity-${OWNER}`], subjects: [`account:${OWNER}`], tenant: OWNER };
const employee: HistoryScope = { streams: ['employee-70', 'pop-700'], subjects: ['employee:70', 'conversation:700'] };

const group = (subject: string) => ({ s: subject, p: { details: 'object' }, c: 'sealed' });

beforeAll(async () => {
  await db.pool.query(
    `INSERT INTO es_events (stream_id, stream_position, event_id, event_type, data, metadata)
     SELECT 'activity-' || (1000 + g % 400), g / 400, gen_random_uuid(), 'ActivityLogged',
            jsonb_build_object('entityType', 'company', '~pii', jsonb_build_object('g', jsonb_build_array(
              jsonb_build_object('s', 'account:' || (1000 + g % 400), 'p', '{}'::jsonb, 'c', 'x')))),
            jsonb_build_object('tenant', (1000 + g % 400)::text)
       FROM generate_series(0, 39999) AS g`,
  );
  const own = [
    { stream: `hr_user-${OWNER}`, data: { name: 'plain' }, tenant: null },
    { stream: `activity-${OWNER}`, data: { '~pii': { g: [group(`account:${OWNER}`)] } }, tenant: String(OWNER) },
    { stream: 'mail-1', data: { '~pii': { g: [group('conversation:700')] } }, tenant: String(OWNER) },
    {
      stream: `employee_emails-${OWNER}`,
      data: { claims: [{ employeeId: 70, '~pii': [group('employee:70')] }], '~pii': { a: ['claims'] } },
    },
    { stream: 'mail-2', data: { '~pii': { g: [group('employee:71')] } }, tenant: String(OWNER) },
    { stream: 'employee-70', data: { name: 'plain' }, tenant: String(OWNER) },
  ];
  for (const [i, e] of own.entries())
    await db.pool.query(
      `INSERT INTO es_events (stream_id, stream_position, event_id, event_type, data, metadata)
       VALUES ($1, $2, gen_random_uuid(), 'Seeded', $3, $4)`,
      [e.stream, 1000 + i, JSON.stringify(e.data), JSON.stringify(e.tenant ? { tenant: e.tenant } : {})],
    );
  await db.pool.query('VACUUM ANALYZE es_events');
});

const plan = async (scope: HistoryScope) => {
  const query = historyPositionsQuery(scope);
  const { rows } = await db.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.text}`, query.values);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
};

const streamsFound = async (scope: HistoryScope) => {
  const query = historyPositionsQuery(scope);
  const { rows } = await db.pool.query<{ global_position: number }>(query.text, query.values);
  const { rows: streams } = await db.pool.query<{ stream_id: string }>(
    `SELECT stream_id FROM es_events WHERE global_position = ANY($1::bigint[]) ORDER BY global_position`,
    [rows.map((r) => r.global_position)],
  );
  return streams.map((s) => s.stream_id);
};

describe("an export's query on a store of many tenants", () => {
  it('reads es_events through its indexes, never a sequential scan (account and employee)', async () => {
    for (const scope of [account, employee]) {
      const text = await plan(scope);
      expect(text, text).not.toMatch(/Seq Scan on es_events/);
      expect(text, text).toMatch(/Index Scan/);
    }
  });

  it("finds exactly the subject's events: its streams, sealed groups naming it (also in array elements), its tenant", async () => {
    expect(await streamsFound(account)).toEqual([`hr_user-${OWNER}`, `activity-${OWNER}`, 'mail-1', 'mail-2', 'employee-70']);
    expect(await streamsFound(employee)).toEqual(['mail-1', `employee_emails-${OWNER}`, 'employee-70']);
  });

  it('builds a missing index again when the store opens (a data directory from before them)', async () => {
    await db.pool.query(`DROP INDEX ${SUBJECT_INDEXES[0].name}`);
    expect(await plan(employee)).toMatch(/Seq Scan on es_events/);
    const reopened = await PostgresEventStore.open(db.pool, db.url);
    await reopened.close();
    expect(await plan(employee)).not.toMatch(/Seq Scan on es_events/);
  });
});
