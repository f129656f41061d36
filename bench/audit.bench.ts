/**
 * npm run bench:audit [-- --quick]
 *
 * Issue 24: the audit trail is "paged on the server, flat in the workspace's size". Two workspaces on
 * the same running app (embedded PostgreSQL, fsync on, real HTTP): SMALL with 10 changes, LARGE with
 * 100,000, appended straight to the event store in batches as the commands would write them (a company
 * registered and renamed again and again). For the trail's first page, with each filter, and a page
 * deeper in, it measures the median of GET /api/audit for both and reports LARGE / SMALL. Target:
 * ratio <= 2 for the first page. A missed target is a finding, not a failure; the exit code is
 * non-zero only when something broke. Writes bench-results/audit.json.
 */
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { companyCategory, companyStream, type CompanyEvent } from '../events/company';
import type { Runtime } from '../backend/main/runtime';
import { dutchParts } from '../contracts/dutch-time';
import type { Queryable } from '../backend/platform/db';
import type { AuditFilters } from '../backend/read-api/audit/filters';
import { auditTrailPage } from '../backend/read-api/audit/trail';
import { loadAverages, resultsFile, runBenchmark, withBenchApp, writeResults } from './lib/bench-app';
import { fmt, median, throttledLog, timed } from './lib/measure';

const QUICK = process.argv.includes('--quick');
/** --explain prints PostgreSQL's plans of the LARGE workspace's queries (to see why a ratio is high). */
const EXPLAIN = process.argv.includes('--explain');
const REPS = QUICK ? 15 : 40;
const SMALL_EVENTS = 10;
const LARGE_EVENTS = 100_000;
/** Events per company stream, and so per append. */
const PER_STREAM = 100;
const TARGET_RATIO = 2;
const RESULTS_FILE = resultsFile('audit');

interface Workspace {
  id: number;
  auth: string;
}

async function register(origin: string, label: string): Promise<Workspace> {
  const res = await fetch(`${origin}/api/hr/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ naam: `Bench ${label}`, email: `${label}-${randomUUID().slice(0, 8)}@bench.example.nl`, password: 'geheim123' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  const body = (await res.json()) as { token: string; user: { id: number } };
  return { id: body.user.id, auth: `Bearer ${body.token}` };
}

/** `count` changes of the workspace: companies registered and then renamed, PER_STREAM events a stream. */
async function seed(runtime: Runtime, workspace: Workspace, count: number, firstCompanyId: number) {
  const log = throttledLog(2000);
  const metadata = { actor: String(workspace.id), tenant: String(workspace.id) };
  let checkpoint: string | null = null;
  for (let done = 0, companyId = firstCompanyId; done < count; companyId++) {
    const size = Math.min(PER_STREAM, count - done);
    const at = new Date().toISOString();
    const events: CompanyEvent[] = [
      { type: 'CompanyRegistered', data: { companyId, ownerId: workspace.id, name: `Bedrijf ${companyId}`, branch: 'Overig', at } },
      ...Array.from({ length: size - 1 }, (_, i): CompanyEvent => ({
        type: 'CompanyRenamed',
        data: { name: `Bedrijf ${companyId}.${i}`, at },
      })),
    ];
    const result = await runtime.deps.store.appendToStream(
      companyStream(companyId),
      events.map((event) => ({ id: randomUUID(), ...companyCategory.versioned(event), metadata })),
      { expected: 'no_stream' },
    );
    checkpoint = result.checkpoint;
    done += size;
    log(() => `  ${done} / ${count} wijzigingen`);
  }
  if (!(await runtime.deps.projections.waitFor(checkpoint, 600_000))) throw new Error('projections did not catch up within 10 minutes');
}

function today() {
  const p = dutchParts(new Date());
  return `${p.year}-${p.month}-${p.day}`;
}

const SCENARIOS: { name: string; query: (w: Workspace) => string; headline?: true }[] = [
  { name: 'page 1 (newest first)', query: () => '', headline: true },
  { name: 'page 1, soort=company', query: () => '?soort=company', headline: true },
  { name: 'page 1, lid=owner', query: (w) => `?lid=${w.id}`, headline: true },
  { name: 'page 1, van=tot=today', query: () => `?van=${today()}&tot=${today()}`, headline: true },
  { name: 'page 1, soort=plan (none)', query: () => '?soort=plan', headline: true },
  { name: 'page 20 (offset 950)', query: () => '?page=20' },
];

async function get(origin: string, workspace: Workspace, query: string) {
  const res = await fetch(`${origin}/api/audit${query}`, { headers: { Authorization: workspace.auth } });
  if (res.status !== 200) throw new Error(`GET /api/audit${query} answered ${res.status}`);
  return ((await res.json()) as { items: unknown[] }).items.length;
}

/** Both workspaces in turns, request by request: a load peak from elsewhere on the machine hits both alike. */
async function measure(origin: string, small: Workspace, large: Workspace, query: (w: Workspace) => string) {
  const sides = [small, large].map((workspace) => ({ workspace, query: query(workspace), times: [] as number[], items: 0 }));
  for (let i = 0; i < 3; i++) for (const side of sides) await get(origin, side.workspace, side.query);
  for (let i = 0; i < REPS; i++) {
    for (const side of sides) {
      const { ms, value } = await timed(() => get(origin, side.workspace, side.query));
      side.times.push(ms);
      side.items = value;
    }
  }
  return sides.map((side) => ({ ms: median(side.times), items: side.items }));
}

/** The trail's statements for the LARGE workspace with EXPLAIN ANALYZE in front. */
async function explainAll(runtime: Runtime, workspace: Workspace) {
  const pool = runtime.deps.pool;
  const explaining = {
    query: async (sql: string, values?: unknown[]) => {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, values);
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      return { rows: [], rowCount: 0 };
    },
  } as unknown as Queryable;
  for (const scenario of SCENARIOS) {
    console.log(`\n=== ${scenario.name}`);
    const params = new URLSearchParams(scenario.query(workspace));
    const filters = Object.fromEntries(params) as Record<string, string>;
    const { page, ...rest } = filters;
    await auditTrailPage(
      explaining,
      workspace.id,
      { ...rest, lid: rest.lid ? Number(rest.lid) : undefined } as AuditFilters,
      Number(page ?? 1),
    );
  }
}

async function main() {
  const banner = (dataDir: string) =>
    `Audit trail benchmark${QUICK ? ' (--quick)' : ''}: ${REPS} requests per query and workspace; data in ${dataDir}`;
  await withBenchApp('audit', { banner }, async ({ runtime, origin }) => {
    const small = await register(origin, 'small');
    const large = await register(origin, 'large');
    console.log(`Seeding ${SMALL_EVENTS} + ${LARGE_EVENTS} changes through the event store...`);
    await seed(runtime, small, SMALL_EVENTS, 1_000_000);
    await seed(runtime, large, LARGE_EVENTS, 2_000_000);
    // A live system has planner statistics (autovacuum, or the ANALYZE after a rebuild).
    await runtime.deps.pool.query('ANALYZE read.audit_trail; ANALYZE read.hr_users');

    const rows = [];
    for (const scenario of SCENARIOS) {
      const [s, l] = (await measure(origin, small, large, scenario.query)) as [
        { ms: number; items: number },
        { ms: number; items: number },
      ];
      const ratio = l.ms / s.ms;
      const pass = ratio <= TARGET_RATIO;
      rows.push({ scenario: scenario.name, smallMs: s.ms, largeMs: l.ms, smallItems: s.items, largeItems: l.items, ratio, pass });
      console.log(
        `  ${scenario.name.padEnd(28)} small ${fmt(s.ms, 2).padStart(6)} ms (${s.items})   large ${fmt(l.ms, 2).padStart(6)} ms (${l.items})   ratio ${fmt(ratio, 2)}${scenario.headline ? (pass ? ' PASS' : ' MISS') : ''}`,
      );
    }
    if (EXPLAIN) await explainAll(runtime, large);
    const worst = Math.max(...rows.filter((_, i) => SCENARIOS[i]!.headline).map((r) => r.ratio));
    console.log(`Worst first-page ratio ${fmt(worst, 2)} (target <= ${TARGET_RATIO}); load average ${loadAverages()}`);
    await writeResults(RESULTS_FILE, {
      quick: QUICK,
      reps: REPS,
      smallEvents: SMALL_EVENTS,
      largeEvents: LARGE_EVENTS,
      targetRatio: TARGET_RATIO,
      loadavg: os.loadavg(),
      worstFirstPageRatio: worst,
      rows,
    });
  });
}

runBenchmark(main);
