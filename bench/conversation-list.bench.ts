/**
 * npm run bench:list [-- --quick]
 *
 * Issue 5: "a user with 10,000 conversations gets a page as fast as one with 10". Two accounts on the
 * same running app (embedded PostgreSQL, fsync on, real HTTP): SMALL has 10 conversations, LARGE has
 * 10,000 (plus 200 archived). For each list query the UI makes (default page, last page, every sort
 * column, status and company filters, search, archived included) it measures the median time of
 * GET /api/pop for both and reports LARGE / SMALL. Target: ratio <= 2 for every query. A missed target
 * is a finding, not a failure; the exit code is non-zero only when something broke. A search for words
 * takes its total from the counts per key (conversation_search_counts); a search with date
 * characters counts its matching rows through the trigram index.
 * Writes bench-results/conversation-list.json.
 */
import http from 'node:http';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { conversationCategory, conversationStream, type ConversationEvent } from '../events/conversation';
import type { Runtime } from '../backend/main/runtime';
import type { Queryable } from '../backend/platform/db';
import { listConversations, type SortKey } from '../backend/projections/conversation/queries';
import { loadAverages, resultsFile, runBenchmark, withBenchApp, writeResults } from './lib/bench-app';
import { fmt, median, throttledLog, timed } from './lib/measure';
import { LAST_NAMES, personName } from './lib/dutch-names';
import { givePlan } from './lib/plan';

const QUICK = process.argv.includes('--quick');
/** --explain prints PostgreSQL's plans of the LARGE account's queries (to see why a ratio is high). */
const EXPLAIN = process.argv.includes('--explain');
const REPS = QUICK ? 15 : 40;
const LARGE_COUNT = 10_000;
const ARCHIVED_COUNT = 200;
const SMALL_COUNT = 10;
const TARGET_RATIO = 2;
const RESULTS_FILE = resultsFile('conversation-list');

interface Account {
  id: number;
  auth: string;
  companies: { id: number; naam: string }[];
  employees: { id: number; naam: string; email: string; bedrijfId: number; bedrijfNaam: string }[];
}

/** A tiny HTTP client for the listening app (real sockets, keep-alive like a browser). */
function client(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const call = (method: string, urlPath: string, auth?: string, body?: unknown) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${baseUrl}${urlPath}`,
        {
          method,
          agent,
          headers: {
            Accept: 'application/json',
            ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
            ...(auth ? { Authorization: auth } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : undefined });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

type Client = ReturnType<typeof client>;

async function expectOk<T>(promise: Promise<{ status: number; body: unknown }>, what: string): Promise<T> {
  const res = await promise;
  if (res.status >= 300) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** An account with `companies` companies and `employeesPerCompany` employees each, made through the API. */
async function createAccount(
  runtime: Runtime,
  api: Client,
  label: string,
  companies: number,
  employeesPerCompany: number,
): Promise<Account> {
  const email = `${label}-${randomUUID().slice(0, 8)}@bench.example.nl`;
  const reg = await expectOk<{ token: string; user: { id: number } }>(
    api.call('POST', '/api/hr/register', undefined, { naam: `Bench ${label}`, email, password: 'geheim123' }),
    'register',
  );
  await givePlan(runtime, reg.user.id);
  const account: Account = { id: reg.user.id, auth: `Bearer ${reg.token}`, companies: [], employees: [] };
  for (let c = 0; c < companies; c++) {
    const naam = `${LAST_NAMES[c % LAST_NAMES.length]} ${['Bouw', 'Zorg', 'Techniek', 'Logistiek', 'Retail'][c % 5]} BV`;
    const company = await expectOk<{ id: number }>(
      api.call('POST', '/api/companies', account.auth, { naam, branche: 'Overig' }),
      'company',
    );
    account.companies.push({ id: company.id, naam });
    for (let e = 0; e < employeesPerCompany; e++) {
      const n = c * employeesPerCompany + e;
      const naam = personName(n);
      const employeeEmail = `m${n}-${randomUUID().slice(0, 6)}@bench.example.nl`;
      const employee = await expectOk<{ id: number }>(
        api.call('POST', '/api/employees', account.auth, { naam, email: employeeEmail, bedrijf_id: company.id }),
        'employee',
      );
      account.employees.push({ id: employee.id, naam, email: employeeEmail, bedrijfId: company.id, bedrijfNaam: naam });
    }
  }
  return account;
}

/**
 * Conversations go straight into the event store as the commands would write them (ConversationPlanned,
 * some goals with progress, some archived): planning 10,000 through HTTP would only measure the setup.
 */
async function seedConversations(runtime: Runtime, account: Account, count: number, archived: number, firstPopId: number) {
  const store = runtime.deps.store;
  const log = throttledLog(2000);
  const start = Date.UTC(2024, 0, 1, 9);
  const statuses = ['gepland', 'open', 'afgerond'] as const;
  let checkpoint: string | null = null;
  for (let i = 0; i < count + archived; i++) {
    const popId = firstPopId + i;
    const employee = account.employees[i % account.employees.length]!;
    const company = account.companies.find((c) => c.id === employee.bedrijfId)!;
    const at = new Date(start + i * 3_600_000).toISOString();
    const events: ConversationEvent[] = [
      {
        type: 'ConversationPlanned',
        data: {
          conversationId: popId,
          ownerId: account.id,
          ownerName: `Bench`,
          companyId: company.id,
          companyName: company.naam,
          employeeId: employee.id,
          employeeName: employee.naam,
          employeeEmail: employee.email,
          scheduledAt: new Date(start + i * 7 * 3_600_000).toISOString(),
          status: statuses[i % 3]!,
          report: '',
          at,
        },
      },
    ];
    for (let g = 0; g < i % 4; g++) {
      const goalId = popId * 10 + g;
      events.push({ type: 'GoalAdded', data: { goalId, description: `Doel ${g + 1}`, note: '', at } });
      events.push({ type: 'GoalProgressSet', data: { goalId, progress: (i + g) % 11, at } });
    }
    if (i >= count) events.push({ type: 'ConversationArchived', data: { at } });
    const result = await store.appendToStream(
      conversationStream(popId),
      events.map((e) => ({
        id: randomUUID(),
        ...conversationCategory.versioned(e),
        metadata: { actor: String(account.id), tenant: String(account.id) },
      })),
      { expected: 'no_stream' },
    );
    checkpoint = result.checkpoint;
    log(() => `  ${i + 1} / ${count + archived} gesprekken voor ${account.employees.length > 10 ? 'LARGE' : 'SMALL'}`);
  }
  if (!(await runtime.deps.projections.waitFor(checkpoint, 120_000))) throw new Error('projections did not catch up within 2 minutes');
}

interface Scenario {
  name: string;
  query: (a: Account) => string;
}

const SCENARIOS: Scenario[] = [
  { name: 'page 1, date desc (default)', query: () => 'page=1&pageSize=10' },
  { name: 'last page, date desc', query: (a) => `page=${a.employees.length > 10 ? LARGE_COUNT / 10 : 1}&pageSize=10` },
  { name: 'sort employee asc', query: () => 'page=1&pageSize=10&sort=medewerker&dir=asc' },
  { name: 'sort company desc', query: () => 'page=1&pageSize=10&sort=bedrijf&dir=desc' },
  { name: 'sort goals desc', query: () => 'page=1&pageSize=10&sort=doelen&dir=desc' },
  { name: 'sort progress desc', query: () => 'page=1&pageSize=10&sort=voortgang&dir=desc' },
  { name: 'sort status asc', query: () => 'page=1&pageSize=10&sort=status&dir=asc' },
  { name: 'status open', query: () => 'page=1&pageSize=10&status=open' },
  { name: 'company filter', query: (a) => `page=1&pageSize=10&company=${a.companies[0]!.id}` },
  { name: 'search "anna jansen"', query: () => 'page=1&pageSize=10&search=anna%20jansen' },
  { name: 'search "jansen" (30% match)', query: () => 'page=1&pageSize=10&search=jansen' },
  // A date: counted over the matching rows (trigram index), not from the counts per key.
  { name: 'search "01/2024" (a date)', query: () => 'page=1&pageSize=10&search=01%2F2024' },
  { name: 'archived included', query: () => 'page=1&pageSize=10&includeArchived=1' },
];

async function measure(api: Client, account: Account, query: string): Promise<{ ms: number; total: number }> {
  const url = `/api/pop?${query}`;
  for (let i = 0; i < 3; i++) await expectOk(api.call('GET', url, account.auth), url);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < REPS; i++) {
    const { ms, value } = await timed(() => expectOk<{ total: number }>(api.call('GET', url, account.auth), url));
    times.push(ms);
    total = value.total;
  }
  return { ms: median(times), total };
}

/** Runs listConversations for every scenario with EXPLAIN ANALYZE in front of each statement. */
async function explainAll(runtime: Runtime, account: Account) {
  const pool = runtime.deps.pool;
  const explaining = {
    query: async (statement: string | { text: string; values?: unknown[] }, values?: unknown[]) => {
      // Prepared statements (preparedQuery) come as a config object; EXPLAIN runs them unnamed.
      const [sql, params] = typeof statement === 'string' ? [statement, values] : [statement.text, statement.values];
      const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      console.log(`\n${sql.replace(/\s+/g, ' ').slice(0, 160)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      return { rows: [{ n: 0 }], rowCount: 0 };
    },
  } as unknown as Queryable;
  for (const scenario of SCENARIOS) {
    const params = new URLSearchParams(scenario.query(account));
    console.log(`\n=== ${scenario.name}`);
    await listConversations(explaining, account.id, {
      page: Number(params.get('page')),
      pageSize: Number(params.get('pageSize')),
      sort: (params.get('sort') as SortKey | null) ?? undefined,
      dir: (params.get('dir') as 'asc' | 'desc' | null) ?? undefined,
      status: params.get('status') ?? undefined,
      companyId: params.has('company') ? Number(params.get('company')) : undefined,
      search: params.get('search') ?? undefined,
      includeArchived: params.has('includeArchived'),
    });
  }
}

async function main() {
  const banner = (dataDir: string) =>
    `Conversation list benchmark${QUICK ? ' (--quick)' : ''}: ${REPS} requests per query and account; data in ${dataDir}`;
  await withBenchApp('list', { banner }, async ({ runtime, origin }) => {
    const api = client(origin);
    try {
      console.log('Accounts, companies and employees through the API...');
      const small = await createAccount(runtime, api, 'small', 1, 2);
      const large = await createAccount(runtime, api, 'large', 5, 20);
      console.log(`Seeding ${SMALL_COUNT} + ${LARGE_COUNT} (+${ARCHIVED_COUNT} archived) conversations through the event store...`);
      await seedConversations(runtime, small, SMALL_COUNT, 0, 1_000_000);
      await seedConversations(runtime, large, LARGE_COUNT, ARCHIVED_COUNT, 2_000_000);
      // A live system has planner statistics (autovacuum, or the ANALYZE after a rebuild); a table that
      // just grew by 10,000 rows may not have them yet.
      await runtime.deps.pool.query('ANALYZE read.conversations; ANALYZE read.conversation_counts');

      const rows = [];
      for (const scenario of SCENARIOS) {
        const s = await measure(api, small, scenario.query(small));
        const l = await measure(api, large, scenario.query(large));
        const ratio = l.ms / s.ms;
        rows.push({ scenario: scenario.name, smallMs: s.ms, largeMs: l.ms, largeTotal: l.total, ratio, pass: ratio <= TARGET_RATIO });
        console.log(
          `  ${scenario.name.padEnd(30)} small ${fmt(s.ms, 2).padStart(7)} ms   large ${fmt(l.ms, 2).padStart(7)} ms (${l.total} rows)   ratio ${fmt(ratio, 2)} ${ratio <= TARGET_RATIO ? 'PASS' : 'MISS'}`,
        );
      }
      if (EXPLAIN) await explainAll(runtime, large);
      const worst = Math.max(...rows.map((r) => r.ratio));
      console.log(`Worst ratio ${fmt(worst, 2)} (target <= ${TARGET_RATIO}); load average ${loadAverages()}`);
      await writeResults(RESULTS_FILE, {
        at: new Date().toISOString(),
        quick: QUICK,
        reps: REPS,
        largeCount: LARGE_COUNT,
        targetRatio: TARGET_RATIO,
        loadavg: os.loadavg(),
        rows,
      });
    } finally {
      api.close();
    }
  });
}

runBenchmark(main);
