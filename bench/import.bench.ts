/**
 * npm run bench:import [-- --quick]
 *
 * Issue 16: "the 5,000-row import takes 5.5 s alone (target under 2 s)". The running app (embedded
 * PostgreSQL with fsync on, real HTTP) imports one .xlsx of 5,000 employees over 3 companies into a
 * fresh account, REPS times; the answer comes once the read models show every employee. In the same
 * run, a raw baseline does the least any import must: read the same file with exceljs's streaming
 * reader and insert the 5,000 rows into a plain table in one transaction. Reported: the medians, the
 * ratio import / raw (the machine's load cancels out of it) and the target on the absolute median.
 * A missed target is a finding, not a failure; the exit code is non-zero only when something broke.
 * Writes bench-results/import.json.
 */
import os from 'node:os';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { xlsxFile } from '../tests/support/import-files';
import type { Runtime } from '../backend/main/runtime';
import { givePlan } from './lib/plan';
import { loadAverages, resultsFile, runBenchmark, withBenchApp, writeResults } from './lib/bench-app';
import { fmt, median, timed } from './lib/measure';

const QUICK = process.argv.includes('--quick');
const REPS = QUICK ? 3 : 7;
const ROWS = 5000;
const TARGET_MS = 2000;
const COMPANIES = ['Alfa', 'Beta', 'Gamma'];
const RESULTS_FILE = resultsFile('import');

async function call(base: string, route: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(`${base}${route}`, {
    ...init,
    headers: {
      ...(init.body && !(init.body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${route}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A fresh account with the three companies the file names. */
async function account(runtime: Runtime, base: string, rep: number): Promise<string> {
  const email = `bench-import-${rep}-${Date.now()}@example.nl`;
  const { token, user } = await call(base, '/hr/register', {
    method: 'POST',
    body: JSON.stringify({ naam: 'Bench', email, password: 'geheim123' }),
  });
  await givePlan(runtime, (user as { id: number }).id);
  for (const naam of COMPANIES)
    await call(base, '/companies', { method: 'POST', token: token as string, body: JSON.stringify({ naam, branche: 'ICT' }) });
  return token as string;
}

/**
 * When each projection last moved its checkpoint during `work`, in ms from its start: which read
 * model the answer (read your writes) waited for.
 */
async function projectionFinish<T>(runtime: Runtime, work: () => Promise<T>) {
  const started = performance.now();
  const runners = runtime.deps.projections.runners;
  const seen = runners.map((r) => r.checkpoint);
  const finish = runners.map(() => 0);
  const poll = setInterval(() => {
    runners.forEach((r, i) => {
      if (r.checkpoint !== seen[i]) [seen[i], finish[i]] = [r.checkpoint, performance.now() - started];
    });
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(poll);
  }
  return runners.map((r, i) => ({ projection: r.projection.name, ms: finish[i]! })).sort((a, b) => b.ms - a.ms);
}

async function importOnce(base: string, token: string, file: Buffer): Promise<number> {
  const form = new FormData();
  form.append('skipFirstRow', '1');
  form.append('file', new Blob([new Uint8Array(file)]), 'medewerkers.xlsx');
  const { ms, value } = await timed(() => call(base, '/employees/import', { method: 'POST', token, body: form }));
  if (value.inserted !== ROWS)
    throw new Error(`import inserted ${String(value.inserted)} of ${ROWS}: ${JSON.stringify(value).slice(0, 300)}`);
  return ms;
}

/** The floor: the same file read by the same streaming reader, its rows inserted in one transaction. */
async function rawOnce(runtime: Runtime, file: Buffer): Promise<number> {
  const { ms } = await timed(async () => {
    const rows: string[][] = [];
    for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {})) {
      for await (const row of sheet) rows.push([1, 2, 3].map((c) => row.getCell(c).text));
    }
    const data = rows.slice(1);
    await runtime.deps.pool.query(
      'INSERT INTO bench_import_raw (naam, email, bedrijf) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])',
      [data.map((r) => r[0]), data.map((r) => r[1]), data.map((r) => r[2])],
    );
  });
  return ms;
}

async function main() {
  const loadAtStart = os.loadavg()[0]!;
  const banner = () =>
    `Import benchmark${QUICK ? ' (--quick)' : ''}: ${ROWS} rows, ${REPS} imports and raw baselines; load average ${loadAtStart.toFixed(2)}`;
  await withBenchApp('import', { env: { LOG_REQUESTS: '0', RATE_LIMIT_FACTOR: '100' }, banner }, async ({ runtime, origin }) => {
    const base = `${origin}/api`;
    await runtime.deps.pool.query(
      'CREATE TABLE IF NOT EXISTS bench_import_raw (id bigserial PRIMARY KEY, naam text, email text, bedrijf text)',
    );
    const rows = Array.from({ length: ROWS }, (_, i) => [`Medewerker ${i + 1}`, `medewerker${i + 1}@example.nl`, COMPANIES[i % 3]!]);
    const file = await xlsxFile([['Volledige naam', 'Email', 'Bedrijf'], ...rows]);
    const imports: number[] = [];
    const raws: number[] = [];
    // Alternating, so a burst of load on the shared machine hits both sides alike.
    for (let rep = 0; rep < REPS; rep++) {
      const token = await account(runtime, base, rep);
      raws.push(await rawOnce(runtime, file));
      imports.push(await importOnce(base, token, file));
      console.log(`  rep ${rep + 1}: import ${fmt(imports[rep]!, 0).padStart(6)} ms   raw ${fmt(raws[rep]!, 0).padStart(5)} ms`);
    }
    // The same once more, watching the read models: what the answer waits for after the appends.
    const finish = await projectionFinish(runtime, async () => importOnce(base, await account(runtime, base, REPS), file));
    console.log(`  read models caught up (ms after the upload began): ${finish.map((f) => `${f.projection} ${fmt(f.ms, 0)}`).join(', ')}`);
    const importMs = median(imports);
    const rawMs = median(raws);
    const ratio = importMs / rawMs;
    console.log(
      `\nMedian import ${fmt(importMs, 0)} ms (${(file.length / 1024).toFixed(0)} kB .xlsx), raw ${fmt(rawMs, 0)} ms, ratio ${fmt(ratio, 1)}`,
    );
    console.log(`  ${importMs < TARGET_MS ? 'PASS' : 'MISS'}  5,000-row import under ${TARGET_MS} ms   (load average ${loadAverages()})`);
    await writeResults(RESULTS_FILE, {
      at: new Date().toISOString(),
      quick: QUICK,
      rows: ROWS,
      reps: REPS,
      fileBytes: file.length,
      importMs,
      rawMs,
      ratio,
      imports,
      raws,
      projectionsCaughtUpMs: finish,
      targetMs: TARGET_MS,
      pass: importMs < TARGET_MS,
      loadavgStart: loadAtStart,
      loadavgEnd: os.loadavg(),
    });
  });
}

runBenchmark(main);
