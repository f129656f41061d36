/**
 * npm run bench:growth [-- --quick]
 *
 * Issue 12. One running app (embedded PostgreSQL, fsync on, real HTTP), two accounts: SMALL with 10
 * conversations, LARGE with 10,000 (one company, 250 employees, 38 months of history with goals
 * whose progress moves over the months). For the analysts' view, an employee's timeline and the
 * picker it reports the median time of both and LARGE / SMALL (target <= 2). Then the Excel export
 * of all 10,000 conversations: time (target < 5 s), size and the process's peak memory above the
 * level before, once for a quarter of the months and once for all of them (bounded: streaming means
 * the peak does not grow with the data). Last, the rebuild speed of the growth read model on its own
 * (target >= 20,000 events/s; the median of 3 rounds, 5 without --quick, after a warm-up) beside the
 * conversation list's read model over the same events (a peer in the same run, taking turns), and of
 * all read models together. Writes bench-results/growth.json.
 */
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import ExcelJS from 'exceljs';
import { dutchMonth } from '../contracts/dutch-time';
import { addMonths } from '../contracts/months';
import { allProjections } from '../backend/projections/registry';
import { addTwin, client, createAccount, growthHistory, ok, seed, type Account, type Client } from './lib/growth-data';
import { conversationsProjection } from '../backend/projections/conversation/projection';
import { growthProjection } from '../backend/projections/growth/projection';
import { rebuildOne } from './lib/growth-rebuild';
import { loadAverages, resultsFile, runBenchmark, withBenchApp, writeResults } from './lib/bench-app';
import { fmt, median, timed } from './lib/measure';
import { timedRebuild } from './lib/timed-rebuild';

const QUICK = process.argv.includes('--quick');
const REPS = QUICK ? 15 : 40;
const REBUILD_ROUNDS = QUICK ? 3 : 5;

type RebuildResult = Awaited<ReturnType<typeof rebuildOne>>;
/** The round with the median speed. */
const medianRound = (results: readonly RebuildResult[]) => [...results].sort((a, b) => a.eps - b.eps)[Math.floor(results.length / 2)]!;
const LARGE = 10_000;
const SMALL = 10;
const TARGET_RATIO = 2;
const RESULTS_FILE = resultsFile('growth');
const MB = 1024 * 1024;

const cur = dutchMonth(new Date());
const SCENARIOS: { name: string; path: (a: Account) => string }[] = [
  { name: 'company, last 12 months', path: (a) => `/api/growth/companies/${a.company.id}` },
  { name: 'company, 36 months', path: (a) => `/api/growth/companies/${a.company.id}?from=${addMonths(cur, -35)}&to=${cur}` },
  { name: 'company, archived included', path: (a) => `/api/growth/companies/${a.company.id}?includeArchived=1` },
  // The same history on both sides: the small account's first employee and their twin in the large one.
  { name: 'employee timeline', path: (a) => `/api/growth/employees/${a.employees[a.employees.length - 1]!.id}` },
  { name: 'picker, search "anna"', path: () => '/api/growth/employees?search=anna&limit=5' },
];

async function measure(api: Client, account: Account, url: string) {
  for (let i = 0; i < 3; i++) await ok(api.call('GET', url, account.auth), url);
  const times: number[] = [];
  for (let i = 0; i < REPS; i++) times.push((await timed(() => ok(api.call('GET', url, account.auth), url))).ms);
  return median(times);
}

/** A full garbage collection on demand, for the untimed runs that measure what the export keeps alive. */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/**
 * Downloads an export while sampling the process's memory; the file goes to disk to be checked
 * afterwards. With `collect`, every sample follows a full collection: the peak is then what the export
 * holds on to, not garbage the collector had not come round to yet (that run is not timed).
 */
async function exportRun(api: Client, account: Account, query: string, file: string, collect = false) {
  if (collect) collectGarbage();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heap: before.heapUsed };
  const timer = setInterval(
    () => {
      if (collect) collectGarbage();
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heap = Math.max(peak.heap, now.heapUsed);
    },
    collect ? 50 : 5,
  );
  const out = createWriteStream(file);
  try {
    const { value, ms } = await timed(() =>
      api.call('GET', `/api/growth/export.xlsx?company=${account.company.id}&${query}`, account.auth, undefined, (chunk) =>
        out.write(chunk),
      ),
    );
    if (value.status !== 200) throw new Error(`export answered ${value.status}`);
    return { ms, bytes: value.bytes, peakRssMb: (peak.rss - before.rss) / MB, peakHeapMb: (peak.heap - before.heapUsed) / MB };
  } finally {
    clearInterval(timer);
    await new Promise((resolve) => out.end(resolve));
  }
}

/** Rows per sheet of the file, header left out (read whole: exceljs's streaming reader stalled on it). */
async function sheetRows(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return Object.fromEntries(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount - 1]));
}

async function main() {
  const banner = (dataDir: string) =>
    `Growth benchmark${QUICK ? ' (--quick)' : ''}: ${REPS} requests per query and account; data in ${dataDir}`;
  await withBenchApp('growth', { banner }, async ({ runtime, origin, dataDir }) => {
    const api = client(origin);
    try {
      console.log('Accounts, companies and employees through the API...');
      const small = await createAccount(runtime, api, 'small', 3);
      const large = await createAccount(runtime, api, 'large', 250);
      console.log(`Seeding ${SMALL} + ${LARGE} conversations through the event store...`);
      const smallHistory = growthHistory(small, SMALL, 1_000_000);
      await seed(runtime, smallHistory, 'SMALL');
      const twin = await addTwin(runtime, api, large, smallHistory, small.employees[0]!.id, 3_000_000);
      const live = await seed(runtime, growthHistory(large, LARGE, 2_000_000), 'LARGE');
      // The small account measures its first employee; the large one the twin, added last.
      small.employees.push(small.employees.shift()!);
      large.employees.push(twin);
      const events = await runtime.deps.store.countEvents!();
      console.log(
        `  appended in ${fmt(live.appendMs / 1000, 1)} s; the live read models caught up ${fmt(live.catchUpMs / 1000, 1)} s later (${events} events in the store)`,
      );
      await runtime.deps.pool.query('ANALYZE');

      const queries = [];
      for (const s of SCENARIOS) {
        const smallMs = await measure(api, small, s.path(small));
        const largeMs = await measure(api, large, s.path(large));
        const ratio = largeMs / smallMs;
        queries.push({ scenario: s.name, smallMs, largeMs, ratio, pass: ratio <= TARGET_RATIO });
        console.log(
          `  ${s.name.padEnd(28)} small ${fmt(smallMs, 2).padStart(7)} ms   large ${fmt(largeMs, 2).padStart(7)} ms   ratio ${fmt(ratio, 2)} ${ratio <= TARGET_RATIO ? 'PASS' : 'MISS'}`,
        );
      }

      console.log('Excel export of the LARGE company (archived included, so every one of the 10,000 conversations)...');
      const file = path.join(dataDir, 'groei.xlsx');
      const quarter = await exportRun(api, large, `from=${addMonths(cur, -8)}&to=${cur}&includeArchived=1`, file);
      const full = await exportRun(api, large, `from=${addMonths(cur, -35)}&to=${addMonths(cur, 2)}&includeArchived=1`, file);
      const rows = await sheetRows(file);
      const liveQuarter = await exportRun(api, large, `from=${addMonths(cur, -8)}&to=${cur}&includeArchived=1`, file, true);
      const liveFull = await exportRun(api, large, `from=${addMonths(cur, -35)}&to=${addMonths(cur, 2)}&includeArchived=1`, file, true);
      for (const [label, r, live] of [
        ['9 months', quarter, liveQuarter],
        ['38 months', full, liveFull],
      ] as const) {
        console.log(
          `  ${label.padEnd(10)} ${fmt(r.ms)} ms, ${fmt(r.bytes / MB, 1)} MB; peak above start: rss +${fmt(r.peakRssMb, 1)} MB, heap +${fmt(r.peakHeapMb, 1)} MB; live heap after collections +${fmt(live.peakHeapMb, 1)} MB`,
        );
      }
      console.log(`  rows of the 38-month file: ${JSON.stringify(rows)} (target: under 5,000 ms, memory not growing with the rows)`);

      console.log('Rebuild...');
      // Growth and its peer take turns: a warm-up round, then REBUILD_ROUNDS measured, each reported by its median
      // (this shared machine's load moves single rounds by a third).
      const rounds = { growth: [] as RebuildResult[], peer: [] as RebuildResult[] };
      for (let round = 0; round <= REBUILD_ROUNDS; round++) {
        const growth = await rebuildOne(runtime.deps.pool, runtime.deps.store, growthProjection);
        // The peer: the conversation list's read model over the same events.
        const peer = await rebuildOne(runtime.deps.pool, runtime.deps.store, conversationsProjection);
        const label = round === 0 ? 'warm-up' : `round ${round}/${REBUILD_ROUNDS}`;
        console.log(`  ${label}: growth alone ${fmt(growth.eps)} events/s, conversations alone (peer) ${fmt(peer.eps)} events/s`);
        if (round === 0) continue;
        rounds.growth.push(growth);
        rounds.peer.push(peer);
      }
      const growthOnly = medianRound(rounds.growth);
      const peer = medianRound(rounds.peer);
      console.log(
        `  median: growth alone ${growthOnly.events} events in ${fmt(growthOnly.ms)} ms = ${fmt(growthOnly.eps)} events/s (target >= 20,000); ` +
          `conversations alone (peer) ${fmt(peer.eps)} events/s; growth / peer speed ${fmt(growthOnly.eps / peer.eps, 2)}`,
      );
      const { value: all, ms: allMs } = await timedRebuild(runtime.deps.pool, runtime.deps.store, allProjections());
      const allEps = all.events / (allMs / 1000);
      console.log(
        `  all ${allProjections().length} read models (npm run projections:rebuild): ${all.events} events in ${fmt(allMs)} ms = ${fmt(allEps)} events/s`,
      );

      const worst = Math.max(...queries.map((q) => q.ratio));
      console.log(`Worst query ratio ${fmt(worst, 2)} (target <= ${TARGET_RATIO}); load average ${loadAverages()}`);
      await writeResults(RESULTS_FILE, {
        quick: QUICK,
        reps: REPS,
        cpus: os.cpus().length,
        loadavg: os.loadavg(),
        events,
        liveCatchUpMs: live.catchUpMs,
        queries,
        export: {
          quarter,
          full,
          liveHeapMb: { quarter: liveQuarter.peakHeapMb, full: liveFull.peakHeapMb },
          rows,
          targetMs: 5000,
          pass: full.ms < 5000,
        },
        rebuild: { growthOnly, conversationsPeer: peer, rounds, all: { events: all.events, ms: allMs, eps: allEps }, targetEps: 20_000 },
      });
    } finally {
      api.close();
    }
  });
}

runBenchmark(main);
