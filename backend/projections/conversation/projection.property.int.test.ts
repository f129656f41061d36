import fc from 'fast-check';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConversationMail, type ConversationEvent } from '../../../events/conversation';
import { cut, interleave, random } from '../../../tests/support/growth-history';
import type { FoldEvent } from '../../../tests/support/growth-fold';
import { snapshotsAfterRuns } from '../../../tests/support/scratch-runs';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import type { RecordedEvent } from '../../eventstore/port';
import type { DbClient } from '../../platform/db';
import { unhandled } from '../../../events/unhandled';
import { applyOrPark } from '../apply-or-park';
import { withErasure } from '../avg/with-erasure';
import { byCategory } from '../by-category';
import { deadLetterTableSql } from '../dead-letter';
import { asReplayed, type Projection } from '../projection';
import { conversationsProjection } from './projection';
import { conversationsReplay } from './replay';

/*
 * Issue 12: the projection folds a batch in memory and writes it set-based. Random histories of
 * conversations, goals, ambitions, company and employee renames and AVG erasures (the read model's
 * scrub runs inside the batch), cut into random batches: the tables (every column, search_text and
 * the counts included) must equal what the former handling gives (kept below as it was, but for the
 * names of tables and columns: one statement or a few per event, per-row count trigger), event by
 * event. Then everything once more (a crash before the checkpoint) and some earlier batches after
 * later ones (a retried parked event). Only values the commands can append: the fold does not check
 * values (issue 23); a value a column still refuses fails the batch and the runner parks its event,
 * tested below.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(2);
});
afterAll(async () => {
  await db.drop();
});

// ---- The handling before issue 12, one statement (or a few) per event, as it was. ----

async function touch(tx: DbClient, popId: number, at: string, set = '', params: unknown[] = []) {
  await tx.query(`UPDATE conversations SET last_modified_at = $2${set} WHERE id = $1`, [popId, at, ...params]);
}
async function recountGoals(tx: DbClient, popId: number) {
  await tx.query(
    `UPDATE conversations c SET goal_count = g.n, overall_progress = g.avg
       FROM (SELECT count(*)::int AS n, coalesce(round(avg(progress)::numeric, 1), 0) AS avg FROM conversation_goals WHERE conversation_id = $1) g
      WHERE c.id = $1`,
    [popId],
  );
}
type ItemRef = { goalId: number } | { ambitionId: number };
const itemRow = (item: ItemRef): [table: string, id: number] =>
  'goalId' in item ? ['conversation_goals', item.goalId] : ['conversation_ambitions', item.ambitionId];
async function setItem(tx: DbClient, popId: number, at: string, item: ItemRef, column: string, value: unknown) {
  const [table, id] = itemRow(item);
  await tx.query(`UPDATE ${table} SET ${column} = $2 WHERE id = $1`, [id, value]);
  if (column === 'progress') await recountGoals(tx, popId);
  return touch(tx, popId, at);
}
async function removeItem(tx: DbClient, popId: number, at: string, item: ItemRef) {
  const [table, id] = itemRow(item);
  await tx.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
  if (table === 'conversation_goals') await recountGoals(tx, popId);
  return touch(tx, popId, at);
}
async function legacyEvent(tx: DbClient, popId: number, event: ConversationEvent) {
  if (isConversationMail(event)) return;
  const at = event.data.at;
  switch (event.type) {
    case 'ConversationPlanned': {
      const d = event.data;
      await tx.query(
        `INSERT INTO conversations (id, owner_id, company_id, company_name, employee_id, employee_name, employee_email,
           scheduled_at, status, report, owner_name, created_at, last_modified_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) ON CONFLICT (id) DO NOTHING`,
        [
          popId,
          d.ownerId,
          d.companyId,
          d.companyName,
          d.employeeId,
          d.employeeName,
          d.employeeEmail,
          d.scheduledAt,
          d.status,
          d.report,
          d.ownerName,
          at,
        ],
      );
      return;
    }
    case 'ConversationRescheduled':
      return touch(tx, popId, at, ', scheduled_at = $3', [event.data.scheduledAt]);
    case 'ConversationStatusChanged':
      return touch(tx, popId, at, ', status = $3', [event.data.status]);
    case 'ConversationReportWritten':
      return touch(tx, popId, at, ', report = $3', [event.data.report]);
    case 'ConversationArchived':
      return touch(tx, popId, at, ', archived_at = $2');
    case 'ConversationUnarchived':
      return touch(tx, popId, at, ', archived_at = NULL');
    case 'ConversationDeleted':
      await tx.query('DELETE FROM conversation_goals WHERE conversation_id = $1', [popId]);
      await tx.query('DELETE FROM conversation_ambitions WHERE conversation_id = $1', [popId]);
      await tx.query('DELETE FROM conversations WHERE id = $1', [popId]);
      return;
    case 'GoalAdded':
    case 'TemplateGoalsCopied': {
      const goals = event.type === 'GoalAdded' ? [event.data] : event.data.goals;
      await tx.query(
        `INSERT INTO conversation_goals (id, conversation_id, owner_id, description, note, created_at)
         SELECT g.id, $2, c.owner_id, g.description, g.note, $3
           FROM unnest($1::int[], $4::text[], $5::text[]) AS g(id, description, note), conversations c
          WHERE c.id = $2
         ON CONFLICT (id) DO NOTHING`,
        [goals.map((g) => g.goalId), popId, at, goals.map((g) => g.description), goals.map((g) => g.note)],
      );
      await recountGoals(tx, popId);
      return touch(tx, popId, at);
    }
    case 'GoalDescriptionChanged':
    case 'AmbitionDescriptionChanged':
      return setItem(tx, popId, at, event.data, 'description', event.data.description);
    case 'GoalNoteChanged':
    case 'AmbitionNoteChanged':
      return setItem(tx, popId, at, event.data, 'note', event.data.note);
    case 'GoalProgressSet':
      return setItem(tx, popId, at, event.data, 'progress', event.data.progress);
    case 'GoalDeadlineSet':
      return setItem(tx, popId, at, event.data, 'deadline', event.data.deadline);
    case 'GoalRemoved':
    case 'AmbitionRemoved':
      return removeItem(tx, popId, at, event.data);
    case 'AmbitionAdded':
      await tx.query(
        `INSERT INTO conversation_ambitions (id, conversation_id, owner_id, description, note, created_at)
         SELECT $1, $2, owner_id, $3, $4, $5 FROM conversations WHERE id = $2 ON CONFLICT (id) DO NOTHING`,
        [event.data.ambitionId, popId, event.data.description, event.data.note, at],
      );
      return touch(tx, popId, at);
    default:
      return unhandled(event);
  }
}
/** The per-row count trigger of then, in place of today's per-statement one. */
const ROW_COUNT_TRIGGER = `
    CREATE FUNCTION conversations_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE conversation_counts SET n = n - 1
         WHERE owner_id = OLD.owner_id AND company_id = OLD.company_id AND status = OLD.status AND archived = (OLD.archived_at IS NOT NULL);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO conversation_counts VALUES (NEW.owner_id, NEW.company_id, NEW.status, NEW.archived_at IS NOT NULL, 1)
        ON CONFLICT (owner_id, company_id, status, archived) DO UPDATE SET n = conversation_counts.n + 1;
      END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER conversations_count AFTER INSERT OR DELETE OR UPDATE OF owner_id, company_id, status, archived_at
      ON conversations FOR EACH ROW EXECUTE FUNCTION conversations_count();
`;
const statementTrigger = /\n\s*-- Per statement, from the rows[\s\S]*?(?=\n\s*CREATE TABLE conversation_goals)/;
if (!statementTrigger.test(conversationsProjection.setupSql)) throw new Error('setupSql no longer has the per-statement count trigger');

const legacy: Projection = {
  ...conversationsProjection,
  setupSql: conversationsProjection.setupSql.replace(statementTrigger, ROW_COUNT_TRIGGER),
  apply: byCategory({
    pop: (tx, event, id) => legacyEvent(tx, id, event),
    async company(tx, event, id) {
      if (event.type === 'CompanyRenamed')
        await tx.query('UPDATE conversations SET company_name = $2 WHERE company_id = $1', [id, event.data.name]);
    },
    async employee(tx, event, id) {
      if (event.type === 'EmployeeRenamed')
        await tx.query('UPDATE conversations SET employee_name = $2 WHERE employee_id = $1', [id, event.data.name]);
      if (event.type === 'EmployeeEmailChanged')
        await tx.query('UPDATE conversations SET employee_email = $2 WHERE employee_id = $1', [id, event.data.email]);
    },
  }),
};

// ---- Random histories. ----

const PARTIES = [
  { owner: 1, company: 11, employee: 101 },
  { owner: 1, company: 11, employee: 102 },
  { owner: 1, company: 12, employee: 103 },
  { owner: 1, company: 12, employee: 101 },
  { owner: 2, company: 21, employee: 201 },
];
const COMPANIES = [11, 12, 21];
const EMPLOYEES = [101, 102, 103, 201];
const BASE = Date.UTC(2025, 2, 29, 22);
const text = fc.constantFrom('', 'Anna de Vries', 'ÉLISE Ørsted', 'Bakkerij BV', 'Jan', 'x'.repeat(40), 'Zoë "Z" \\ O\'Neil');
/** Around the 2025 summer-time change in Amsterdam, and whole days later. */
const instant = fc
  .oneof(
    fc.integer({ min: 0, max: 300 }),
    fc.integer({ min: 0, max: 400 }).map((d) => d * 1440 + 17),
  )
  .map((minutes) => new Date(BASE + minutes * 60_000).toISOString());
const status = fc.constantFrom('gepland', 'open', 'afgerond');
const pick = fc.nat();

const action = fc.oneof(
  fc.record({ kind: fc.constant('reschedule' as const), when: instant }),
  fc.record({ kind: fc.constant('status' as const), status }),
  fc.record({ kind: fc.constant('report' as const), report: text }),
  fc.record({ kind: fc.constant('archive' as const), on: fc.boolean() }),
  fc.record({
    kind: fc.constant('goal' as const),
    count: fc.integer({ min: 1, max: 3 }),
    copied: fc.boolean(),
    reuse: fc.option(pick, { freq: 8 }),
  }),
  fc.record({ kind: fc.constant('goalText' as const), pick, note: fc.boolean(), value: text }),
  fc.record({ kind: fc.constant('progress' as const), pick, value: fc.integer({ min: 0, max: 10 }) }),
  fc.record({
    kind: fc.constant('deadline' as const),
    pick,
    deadline: fc.option(fc.constantFrom('2025-04-01', '2026-12-31')),
  }),
  fc.record({ kind: fc.constant('removeGoal' as const), pick }),
  fc.record({ kind: fc.constant('ambition' as const), value: text }),
  fc.record({ kind: fc.constant('ambitionText' as const), pick, note: fc.boolean(), value: text }),
  fc.record({ kind: fc.constant('removeAmbition' as const), pick }),
  fc.record({ kind: fc.constant('delete' as const), replan: fc.boolean() }),
  fc.record({ kind: fc.constant('planAgain' as const) }),
);
const conversation = fc.record({
  party: fc.integer({ min: 0, max: PARTIES.length - 1 }),
  when: instant,
  status,
  names: fc.record({ company: text, employee: text, email: text, owner: text, report: text }),
  steps: fc.array(fc.record({ action, at: instant }), { maxLength: 16 }),
});
const rename = fc.record({
  company: fc.boolean(),
  pick,
  email: fc.boolean(),
  value: text,
  at: instant,
});
const erasure = fc.record({ kind: fc.constantFrom('conversation', 'employee', 'account'), pick, at: instant });
const history = fc.record({
  conversations: fc.array(conversation, { minLength: 1, maxLength: 8 }),
  renames: fc.array(rename, { maxLength: 8 }),
  erasures: fc.array(erasure, { maxLength: 2 }),
  seed: fc.integer(),
});
type Conversation = typeof conversation extends fc.Arbitrary<infer T> ? T : never;
type Rename = typeof rename extends fc.Arbitrary<infer T> ? T : never;
type Erasure = typeof erasure extends fc.Arbitrary<infer T> ? T : never;

interface Ids {
  goal: number;
  ambition: number;
  /** Every goal and ambition id handed out so far: now and then an event names one of another conversation. */
  goals: number[];
  ambitions: number[];
}

function streamOf(c: Conversation, popId: number, ids: Ids): FoldEvent[] {
  const party = PARTIES[c.party]!;
  const events: FoldEvent[] = [];
  const push = (type: string, data: Record<string, unknown>, at: string) =>
    events.push({ streamId: `pop-${popId}`, streamPosition: events.length, type, data: { ...data, at } });
  const plan = (at: string) =>
    push(
      'ConversationPlanned',
      {
        conversationId: popId,
        ownerId: party.owner,
        ownerName: c.names.owner,
        companyId: party.company,
        companyName: c.names.company,
        employeeId: party.employee,
        employeeName: c.names.employee,
        employeeEmail: c.names.email,
        scheduledAt: c.when,
        status: c.status,
        report: c.names.report,
      },
      at,
    );
  plan(c.when);
  const goals: number[] = [];
  const ambitions: number[] = [];
  const choose = (own: number[], all: number[], n: number) =>
    n % 7 === 0 || !own.length ? all[n % (all.length || 1)] : own[n % own.length];
  for (const { action: a, at } of c.steps) {
    if (a.kind === 'reschedule') push('ConversationRescheduled', { scheduledAt: a.when }, at);
    else if (a.kind === 'status') push('ConversationStatusChanged', { status: a.status }, at);
    else if (a.kind === 'report') push('ConversationReportWritten', { report: a.report }, at);
    else if (a.kind === 'archive') push(a.on ? 'ConversationArchived' : 'ConversationUnarchived', {}, at);
    else if (a.kind === 'goal') {
      const added = Array.from({ length: a.copied ? a.count : 1 }, () => ++ids.goal);
      // Now and then an id that is taken already (ON CONFLICT DO NOTHING).
      if (a.reuse !== null && ids.goals.length) added[0] = ids.goals[a.reuse % ids.goals.length]!;
      goals.push(...added);
      ids.goals.push(...added);
      if (a.copied)
        push(
          'TemplateGoalsCopied',
          {
            source: 'own',
            templateId: 1,
            templateName: 'T',
            goals: added.map((goalId, i) => ({ goalId, description: `Doel ${i}`, note: '' })),
          },
          at,
        );
      else push('GoalAdded', { goalId: added[0], description: 'Doel', note: 'n' }, at);
    } else if (a.kind === 'goalText' || a.kind === 'progress' || a.kind === 'deadline' || a.kind === 'removeGoal') {
      const goalId = choose(goals, ids.goals, a.pick);
      if (goalId === undefined) continue;
      if (a.kind === 'goalText')
        push(a.note ? 'GoalNoteChanged' : 'GoalDescriptionChanged', { goalId, [a.note ? 'note' : 'description']: a.value }, at);
      else if (a.kind === 'progress') push('GoalProgressSet', { goalId, progress: a.value }, at);
      else if (a.kind === 'deadline') push('GoalDeadlineSet', { goalId, deadline: a.deadline }, at);
      else push('GoalRemoved', { goalId }, at);
    } else if (a.kind === 'ambition') {
      ambitions.push(++ids.ambition);
      ids.ambitions.push(ids.ambition);
      push('AmbitionAdded', { ambitionId: ids.ambition, description: a.value, note: '' }, at);
    } else if (a.kind === 'ambitionText' || a.kind === 'removeAmbition') {
      const ambitionId = choose(ambitions, ids.ambitions, a.pick);
      if (ambitionId === undefined) continue;
      if (a.kind === 'removeAmbition') push('AmbitionRemoved', { ambitionId }, at);
      else
        push(a.note ? 'AmbitionNoteChanged' : 'AmbitionDescriptionChanged', { ambitionId, [a.note ? 'note' : 'description']: a.value }, at);
    } else if (a.kind === 'delete') {
      push('ConversationDeleted', {}, at);
      if (a.replan) plan(at);
    } else plan(at);
  }
  return events;
}

function renameStreams(renames: Rename[]): FoldEvent[][] {
  const streams = new Map<string, FoldEvent[]>();
  for (const r of renames) {
    const streamId = r.company ? `company-${COMPANIES[r.pick % COMPANIES.length]}` : `employee-${EMPLOYEES[r.pick % EMPLOYEES.length]}`;
    const stream = streams.get(streamId) ?? [];
    streams.set(streamId, stream);
    const [type, field] = r.company
      ? ['CompanyRenamed', 'name']
      : r.email
        ? ['EmployeeEmailChanged', 'email']
        : ['EmployeeRenamed', 'name'];
    stream.push({ streamId, streamPosition: stream.length, type, data: { [field]: r.value, at: r.at } });
    // Events of these streams the read model ignores.
    if (r.pick % 5 === 0)
      stream.push({
        streamId,
        streamPosition: stream.length,
        type: r.company ? 'CompanyDeactivated' : 'EmployeeDeactivated',
        data: { at: r.at },
      });
  }
  return [...streams.values()];
}

/** AVG erasures (the read model's scrub runs between the events before and after), each its own stream. */
function erasureStreams(erasures: Erasure[], conversations: Conversation[]): FoldEvent[][] {
  const parties = conversations.map((c, i) => ({ popId: 1000 + i, ...PARTIES[c.party]! }));
  return erasures.map((e, n) => {
    const owners = [...new Set(PARTIES.map((p) => p.owner))];
    const id =
      e.kind === 'conversation'
        ? parties[e.pick % parties.length]!.popId
        : e.kind === 'employee'
          ? EMPLOYEES[e.pick % EMPLOYEES.length]!
          : owners[e.pick % owners.length]!;
    const of = parties.filter((p) => (e.kind === 'employee' ? p.employee === id : e.kind === 'account' && p.owner === id));
    const cascade = [
      ...(e.kind === 'account' ? [...new Set(of.map((p) => `employee:${p.employee}`))] : []),
      ...of.map((p) => `conversation:${p.popId}`),
    ];
    const ownerId = e.kind === 'account' ? id : (parties.find((p) => p.popId === id || p.employee === id)?.owner ?? 1);
    const streamId = `data_subject-${e.kind}.${id}.${n}`;
    const data = { kind: e.kind, id, ownerId, erasedBy: null, reason: 'request', cascade, at: e.at };
    return [{ streamId, streamPosition: 0, type: 'PersonalDataErased', data }];
  });
}

// ---- Applying and comparing. ----

const TABLES: Record<string, string> = {
  conversations: 'id',
  conversation_counts: 'owner_id, company_id, status, archived',
  conversation_goals: 'id',
  conversation_ambitions: 'id',
  conversation_search_counts: 'owner_id, employee_id, company_id, status, archived, search_name',
};

/** What conversation_search_counts must hold: the rows counted per key, no key without rows. */
const SEARCH_COUNTS_FROM_ROWS = `
  SELECT owner_id, employee_id, company_id, status, archived_at IS NOT NULL AS archived,
         lower(employee_name || ' ' || company_name || ' ' || status) AS search_name, count(*)::int AS n
    FROM conversations GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`;

async function snapshot(client: PoolClient) {
  const tables: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(TABLES)) tables[table] = (await client.query(`SELECT * FROM ${table} ORDER BY ${key}`)).rows;
  const parked = (await client.query(`SELECT event_id FROM projection_dead_letters ORDER BY event_id`)).rows.map((r) => r.event_id);
  expect(tables.conversation_search_counts, 'search counts = the rows counted').toEqual((await client.query(SEARCH_COUNTS_FROM_ROWS)).rows);
  return { tables, parked };
}

/** Each run of batches, each batch in its own transaction; the snapshot after each run. */
const readModel = (
  projection: Projection,
  apply: (client: PoolClient, batch: RecordedEvent[]) => Promise<unknown>,
  runs: RecordedEvent[][][],
) => snapshotsAfterRuns(db.pool, [projection.setupSql, deadLetterTableSql], apply, runs, snapshot);

/** The former handling: one event at a time, each failing one parked (the runner's halving ends at single events too). */
const eventByEvent = async (client: PoolClient, batch: RecordedEvent[]) => {
  for (const event of batch) await applyOrPark(client, withErasure(legacy), [event]);
};
const batched = (client: PoolClient, batch: RecordedEvent[]) => applyOrPark(client, withErasure(conversationsProjection), batch);

describe('conversations projection', () => {
  it('gives the rows of the former event-by-event handling, whatever the batches', async () => {
    await fc.assert(
      fc.asyncProperty(history, async ({ conversations, renames, erasures, seed }) => {
        const ids: Ids = { goal: 5000, ambition: 9000, goals: [], ambitions: [] };
        const streams = conversations.map((c, i) => streamOf(c, 1000 + i, ids));
        const rnd = random(seed);
        const events = interleave([...streams, ...renameStreams(renames), ...erasureStreams(erasures, conversations)], rnd);
        const batches = cut(events, rnd);
        // Everything once more (a crash before the checkpoint), then earlier batches after later ones (a retried parked event).
        const again = [...cut(events, rnd), ...Array.from({ length: rnd(4) }, () => batches[rnd(batches.length)]!)];
        const expected = await readModel(legacy, eventByEvent, [batches, again]);
        const actual = await readModel(conversationsProjection, batched, [batches, again]);
        expect(actual).toEqual(expected);
      }),
      { numRuns: Number(process.env.CONVERSATIONS_PROPERTY_RUNS ?? 60) },
    );
  }, 300_000);

  it("gives the same rows in a rebuild's replay, which keeps its rows in memory, also after a rolled-back batch", async () => {
    await fc.assert(
      fc.asyncProperty(history, fc.boolean(), async ({ conversations, renames, erasures, seed }, tight) => {
        const ids: Ids = { goal: 5000, ambition: 9000, goals: [], ambitions: [] };
        const streams = conversations.map((c, i) => streamOf(c, 1000 + i, ids));
        const rnd = random(seed);
        const events = interleave([...streams, ...renameStreams(renames), ...erasureStreams(erasures, conversations)], rnd);
        const batches = cut(events, rnd);
        const [expected] = await readModel(legacy, eventByEvent, [batches]);
        // Now and then few rows allowed in memory, so that the replay lets them go halfway.
        const replayed = asReplayed(
          withErasure({ ...conversationsProjection, replay: { start: () => conversationsReplay(tight ? 6 : undefined) } }),
        );
        const rolledBack = rnd(batches.length + 1);
        // From the replay's tables (the counts' triggers off), and its finish after the last batch (the counts).
        const [actual] = await readModel(
          { ...conversationsProjection, setupSql: conversationsProjection.replay!.setupSql! },
          async (client, batch) => {
            // A batch applied, then its transaction rolled back (another read model's failure, a failed commit) and applied again.
            if (batch === batches[rolledBack]) {
              await client.query('SAVEPOINT rolled_back');
              await applyOrPark(client, replayed, batch);
              await client.query('ROLLBACK TO SAVEPOINT rolled_back');
            }
            await applyOrPark(client, replayed, batch);
            if (batch === batches.at(-1)) await replayed.finish!({ parts: 1, step: async (work) => void (await work(client)) });
          },
          [batches],
        );
        expect(actual).toEqual(expected);
      }),
      { numRuns: Number(process.env.CONVERSATIONS_PROPERTY_RUNS ?? 60) },
    );
  }, 300_000);

  it('reads no row back in a replay that keeps them all', async () => {
    const ids: Ids = { goal: 5000, ambition: 9000, goals: [], ambitions: [] };
    const steps: Conversation['steps'] = [
      { action: { kind: 'goal' as const, count: 2, copied: true, reuse: null }, at: '2025-04-01T09:00:00.000Z' },
      { action: { kind: 'progress' as const, pick: 0, value: 6 }, at: '2025-04-02T09:00:00.000Z' },
      { action: { kind: 'ambition' as const, value: 'Leiden' }, at: '2025-04-03T09:00:00.000Z' },
      { action: { kind: 'status' as const, status: 'afgerond' as const }, at: '2025-04-04T09:00:00.000Z' },
    ];
    const names = { company: 'Bakkerij BV', employee: 'Anna', email: 'a@example.nl', owner: 'HR', report: '' };
    const streams = [0, 1, 2].map((party) =>
      streamOf({ party, when: '2025-03-30T09:00:00.000Z', status: 'gepland', names, steps }, 1000 + party, ids),
    );
    const events = interleave(
      [...streams, ...renameStreams([{ company: true, pick: 0, email: false, value: 'Bakker', at: '2025-04-05T09:00:00.000Z' }])],
      random(7),
    );
    const batches = [events.slice(0, 7), events.slice(7, 15), events.slice(15)];
    const replayed = asReplayed(withErasure(conversationsProjection));
    const reads: string[] = [];
    const [expected] = await readModel(legacy, eventByEvent, [batches]);
    const [actual] = await readModel(
      conversationsProjection,
      (client, batch) => {
        const counting = Object.assign(Object.create(client) as PoolClient, {
          query: (sql: unknown, params?: unknown[]) => {
            if (typeof sql === 'string' && /^\s*SELECT/i.test(sql)) reads.push(sql);
            return client.query(sql as string, params);
          },
        });
        return replayed.apply(counting, batch);
      },
      [batches],
    );
    expect(actual).toEqual(expected);
    expect(actual.tables.conversations).toHaveLength(3);
    expect(reads).toEqual([]);
  });

  it('parks an event whose value a column refuses and applies the others of its batch', async () => {
    const plan = {
      type: 'ConversationPlanned',
      data: {
        conversationId: 1,
        ownerId: 1,
        ownerName: 'HR',
        companyId: 2,
        companyName: 'B',
        employeeId: 3,
        employeeName: 'M',
        employeeEmail: 'm@example.nl',
        scheduledAt: '2025-01-01T10:00:00.000Z',
        status: 'gepland',
        report: '',
      },
    };
    const goal = { type: 'GoalAdded', data: { goalId: 7, description: 'D', note: '' } };
    const after = { type: 'ConversationReportWritten', data: { report: 'Verslag' } };
    const cases = [
      { type: 'ConversationRescheduled', data: { scheduledAt: 'morgen' } },
      { type: 'GoalProgressSet', data: { goalId: 7, progress: 2.5 } },
      { type: 'GoalProgressSet', data: { goalId: 7, progress: 100 } },
      { type: 'GoalDeadlineSet', data: { goalId: 7, deadline: 'nooit' } },
      { type: 'ConversationStatusChanged', data: { status: null } },
    ];
    for (const refused of cases) {
      const events = [plan, goal, refused, after].map((e, i) => ({
        ...e,
        streamId: 'pop-1',
        streamPosition: i,
        data: { at: `2025-01-0${i + 1}T09:00:00.000Z`, ...e.data },
      }));
      const recorded = interleave([events], () => 0);
      // A rebuild's replay too, the refused event in the batch after the one its rows were kept from.
      const replayed = asReplayed(withErasure(conversationsProjection));
      const replay = (client: PoolClient, batch: RecordedEvent[]) => applyOrPark(client, replayed, batch);
      for (const [apply, batches] of [
        [batched, [recorded]],
        [replay, [recorded.slice(0, 2), recorded.slice(2)]],
      ] as const) {
        const [{ tables, parked }] = await readModel(conversationsProjection, apply, [[...batches]]);
        expect(parked, refused.type).toEqual([recorded[2]!.id]);
        expect(tables.conversations).toMatchObject([{ id: 1, report: 'Verslag', goal_count: 1 }]);
        expect(tables.conversation_goals).toMatchObject([{ id: 7, progress: 0, deadline: null }]);
      }
    }
  });
});
