/**
 * npm run bench:export [-- --quick]
 *
 * Security finding "exports scan every tenant's events": the running app (embedded PostgreSQL, fsync
 * on, real HTTP) holds 1,000,000 events (100,000 with --quick), of which 100,000 (10,000) are one
 * account's activity, spread through the store between those of 1,000 other accounts (all sealed as
 * the app seals them: under the account's data key, tenant in the metadata; written by direct INSERTs,
 * bench/lib/sealed.ts). Reported, the median of ROUNDS taken in turns: the account's export over HTTP
 * as JSON and as .xlsx (time to the last byte, size, peak RSS of the process above its level before),
 * and a raw baseline: the same rows read with one plain SELECT over the same indexes, nothing opened
 * or written. The ratio export / baseline takes the machine's load out. Also how long it takes to find
 * the rows, with the query the export used before (a scan of every tenant) and with today's.
 * Writes bench-results/export.json.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { activityCategory } from '../events/activity';
import { PersonalDataProtection } from '../backend/eventstore/personal-data/protection';
import type { NewEvent } from '../backend/eventstore/port';
import { STORED_EVENT_COLUMNS } from '../backend/eventstore/postgres/stored-row';
import type { Runtime } from '../backend/main/runtime';
import { historyPositionsQuery, type HistoryScope } from '../backend/read-api/avg/history';
import { loadAverages, resultsFile, runBenchmark, withBenchApp, writeResults } from './lib/bench-app';
import { type Account, client, createAccount, ok } from './lib/growth-data';
import { fmt, median, timed } from './lib/measure';
import { eventMetadata, insertAppends, type StoredAppend } from './lib/sealed';

const QUICK = process.argv.includes('--quick');
const STORE = QUICK ? 100_000 : 1_000_000;
const OWN = STORE / 10;
const OTHER_ACCOUNTS = 1_000;
const SLICES = 10;
const ROUNDS = QUICK ? 3 : 5;
const MB = 1024 * 1024;

const activity = (owner: number, companyId: number, i: number): NewEvent => ({
  id: randomUUID(),
  ...activityCategory.versioned({
    type: 'ActivityLogged',
    data: {
      entityType: 'company',
      entityId: companyId,
      action: 'open',
      details: { naam: `Bedrijf ${i} BV` },
      at: '2026-03-02T10:00:00.000Z',
    },
  }),
  metadata: eventMetadata(String(owner)),
});

/** In SLICES rounds: a slice of the account's activity, then a slice of every other account's. */
async function seed(runtime: Runtime, account: Account) {
  const protection = new PersonalDataProtection(runtime.deps.dataKeys);
  const perOther = (STORE - OWN) / OTHER_ACCOUNTS / SLICES;
  for (let slice = 0; slice < SLICES; slice++) {
    const own = OWN / SLICES;
    const appends: StoredAppend[] = [
      {
        stream: `activity-${account.id}`,
        position: slice * own,
        events: Array.from({ length: own }, (_, i) => activity(account.id, account.company.id, slice * own + i)),
      },
    ];
    for (let a = 0; a < OTHER_ACCOUNTS; a++) {
      const other = 1_000_000 + a;
      appends.push({
        stream: `activity-${other}`,
        position: slice * perOther,
        events: Array.from({ length: perOther }, (_, i) => activity(other, other, slice * perOther + i)),
      });
    }
    await insertAppends(runtime.deps.pool, appends, protection, `slice ${slice + 1}/${SLICES}`);
  }
  const inserted = performance.now();
  const marker = await runtime.deps.store.appendToStream(`activity-${account.id}`, [activity(account.id, account.company.id, OWN)], {
    expected: OWN - 1,
  });
  if (!(await runtime.deps.projections.waitFor(marker.checkpoint, 30 * 60_000))) throw new Error('projections did not catch up');
  return { projectS: (performance.now() - inserted) / 1000 };
}

/** What the export looked for before the indexes: containment in the data and the tenant, OR-ed (a scan of every tenant). */
function findBefore(scope: HistoryScope) {
  return {
    text: `SELECT global_position FROM es_events
            WHERE stream_id = ANY($1::text[]) OR data @> ANY($2::jsonb[])
               OR data->'claims' @> ANY($3::jsonb[]) OR data->'releases' @> ANY($3::jsonb[])
               OR ($4::text IS NOT NULL AND metadata->>'tenant' = $4)
            ORDER BY global_position`,
    values: [
      scope.streams,
      scope.subjects.map((s) => JSON.stringify({ '~pii': { g: [{ s }] } })),
      scope.subjects.map((s) => JSON.stringify([{ '~pii': [{ s }] }])),
      String(scope.tenant),
    ],
  };
}

/** Runs `work` while sampling the process's RSS; its peak above the level before. */
async function withPeak<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const { value, ms } = await timed(work);
    return { value, ms, peakRssMb: (Math.max(peak, process.memoryUsage().rss) - before) / MB };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  console.log(
    `Export benchmark${QUICK ? ' (quick)' : ''}: ${fmt(STORE)} events, ${fmt(OWN)} of them one account's; load ${loadAverages()}`,
  );
  await withBenchApp('export', { env: { LOG_REQUESTS: '0', RATE_LIMIT_FACTOR: '1000' } }, async ({ runtime, origin }) => {
    const api = client(origin);
    const account = await createAccount(runtime, api, 'export', 0);
    const seeding = await timed(() => seed(runtime, account));
    console.log(`  seeded in ${fmt(seeding.ms / 1000 - seeding.value.projectS, 1)} s, projected ${fmt(seeding.value.projectS, 1)} s more`);
    const pool = runtime.deps.pool;
    // The account export's scope (read-api/avg/export-data.ts).
    const scope: HistoryScope = {
      streams: [`hr_user-${account.id}`, `activity-${account.id}`, `employee_emails-${account.id}`],
      subjects: [`account:${account.id}`],
      tenant: account.id,
    };
    const find = historyPositionsQuery(scope);
    const raw = { text: find.text.replace('SELECT global_position', `SELECT ${STORED_EVENT_COLUMNS}, recorded_at`), values: find.values };
    const exported = await ok<{ geschiedenis: unknown[] }>(api.call('GET', '/api/hr/export', account.auth), 'export');
    const rows = (await pool.query(raw)).rowCount ?? 0;
    if (exported.geschiedenis.length !== rows) throw new Error(`export has ${exported.geschiedenis.length} events, the SELECT ${rows}`);
    console.log(`  the export holds ${fmt(rows)} events, as the baseline's SELECT`);

    const samples = {
      baseline: [] as number[],
      json: [] as number[],
      xlsx: [] as number[],
      findBefore: [] as number[],
      findNow: [] as number[],
    };
    const peaks = { json: [] as number[], xlsx: [] as number[] };
    const bytes = { json: 0, xlsx: 0 };
    const download = async (format: 'json' | 'xlsx') => {
      const res = await withPeak(() => api.call('GET', `/api/hr/export?format=${format}`, account.auth, undefined, () => undefined));
      if (res.value.status !== 200) throw new Error(`export ${format} answered ${res.value.status}`);
      samples[format].push(res.ms);
      peaks[format].push(res.peakRssMb);
      bytes[format] = res.value.bytes;
    };
    const query = async (list: number[], q: { text: string; values: unknown[] }) => {
      const started = performance.now();
      await pool.query(q);
      list.push(performance.now() - started);
    };
    for (let round = 0; round < ROUNDS; round++) {
      await query(samples.baseline, raw);
      await download('json');
      await download('xlsx');
      await query(samples.findNow, find);
      await query(samples.findBefore, findBefore(scope));
      console.log(
        `  round ${round + 1}/${ROUNDS}: baseline ${fmt(samples.baseline.at(-1)!)} ms, json ${fmt(samples.json.at(-1)!)} ms, xlsx ${fmt(samples.xlsx.at(-1)!)} ms, ` +
          `finding the rows ${fmt(samples.findNow.at(-1)!, 1)} ms (before: ${fmt(samples.findBefore.at(-1)!)} ms)`,
      );
    }
    api.close();
    const m = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)])) as Record<keyof typeof samples, number>;
    const results = {
      quick: QUICK,
      when: new Date().toISOString(),
      load: loadAverages(),
      store: { events: STORE, accountEvents: rows, otherAccounts: OTHER_ACCOUNTS },
      rounds: ROUNDS,
      seedS: seeding.ms / 1000 - seeding.value.projectS,
      projectS: seeding.value.projectS,
      medianMs: m,
      ratio: { json: m.json / m.baseline, xlsx: m.xlsx / m.baseline, findBeforeOverNow: m.findBefore / m.findNow },
      bytes,
      peakRssMb: { json: Math.max(...peaks.json), xlsx: Math.max(...peaks.xlsx) },
    };
    console.log(
      `  medians: baseline ${fmt(m.baseline)} ms; json ${fmt(m.json)} ms (x${fmt(results.ratio.json, 1)}, ${fmt(bytes.json / MB, 1)} MB, peak rss +${fmt(results.peakRssMb.json)} MB); ` +
        `xlsx ${fmt(m.xlsx)} ms (x${fmt(results.ratio.xlsx, 1)}, ${fmt(bytes.xlsx / MB, 1)} MB, peak rss +${fmt(results.peakRssMb.xlsx)} MB); ` +
        `finding the rows ${fmt(m.findNow, 1)} ms, before the indexes ${fmt(m.findBefore)} ms`,
    );
    await writeResults(resultsFile('export'), results);
  });
}

runBenchmark(main);
