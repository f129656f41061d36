/**
 * npm run bench:http [-- --quick]
 *
 * Requests per second of the API against a raw baseline in the same run (issue 16): autocannon with
 * 20 connections against (1) a bare node:http server that does one round trip to the same PostgreSQL
 * (a light page query of the list, by index) and answers JSON, (2) the same with the list's own query
 * function (page of 15 columns and the total), (3) GET /api/pop?page=1, (4) GET /api/dashboard/stats,
 * and (5) goal progress written to ONE conversation by one connection and by ten (a hot stream; issue 27).
 * Targets: the list page at half of (1) or better; (3) / (2) is what the app costs around its query; the
 * writes p50 at most 15 ms with one connection, at most 40 ms and 150 req/s or more with ten.
 * `--writes` runs only the two write runs (and writes bench-results/http-writes.json).
 * Writes bench-results/http.json.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../backend/platform/config';
import { startRuntime } from '../backend/main/runtime';
import { givePlan } from './lib/plan';
import { recordStatements } from '../tests/support/count-statements';
import { listConversations } from '../backend/projections/conversation/queries';

const QUICK = process.argv.includes('--quick');
/** --profile: a CPU profile of the app's process during the list run and the ten-connection write run, written beside the results (not committed). */
const PROFILE = process.argv.includes('--profile');
/** --writes: only the goal-progress runs, for working on the write path. */
const WRITES_ONLY = process.argv.includes('--writes');
/** --count-sql: SQL statements the app's pool sent per write request, by their first words. */
const COUNT_SQL = process.argv.includes('--count-sql');

const SECONDS = QUICK ? 5 : 12;
const CONVERSATIONS = 60;
const RESULTS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'bench-results',
  WRITES_ONLY ? 'http-writes.json' : 'http.json',
);

interface Run {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  statuses: Record<string, number>;
}

async function load(
  name: string,
  url: string,
  options: { connections?: number; method?: 'GET' | 'PUT'; headers?: Record<string, string>; bodies?: string[] } = {},
): Promise<Run> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: SECONDS,
    // The load comes from a worker thread, so the client does not share the server's event loop.
    workers: 1,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    // Each connection cycles through these (plain data: the worker thread gets a copy).
    requests: options.bodies?.map((body) => ({ method: options.method, body })),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]),
  );
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    statuses,
  };
}

/** A bare node:http server on a free port answering `answer()` as JSON; closed when the run ends. */
const rawServers: http.Server[] = [];
async function rawServer(answer: () => Promise<unknown>): Promise<string> {
  const server = http.createServer((_req, res) => {
    answer()
      .then((body) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      })
      .catch(() => {
        res.writeHead(500);
        res.end();
      });
  });
  rawServers.push(server);
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
}

/** Starts the inspector's CPU profiler in this process (the app; autocannon runs in a worker); the returned stop writes the profile. */
async function startProfile(name: string) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const file = path.join(path.dirname(RESULTS_FILE), `${name}.cpuprofile`);
    await fs.writeFile(file, JSON.stringify(profile));
    return path.relative(process.cwd(), file);
  };
}

async function json<T>(url: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-bench-http-'));
  await fs.chmod(dataDir, 0o755);
  console.log(`HTTP benchmark${QUICK ? ' (--quick)' : ''}: ${SECONDS} s per run, autocannon; data in ${dataDir}`);
  const runtime = await startRuntime(loadConfig({ DATA_DIR: dataDir, PORT: '0', APP_URL: 'http://localhost', LOG_REQUESTS: '0' }), {
    log: () => undefined,
  });
  const server = runtime.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/api`;

  // One verified account with a company, employees and conversations, made through the API.
  const email = `bench-${Date.now()}@bench.example.nl`;
  const { token, user } = await json<{ token: string; user: { id: number } }>(`${base}/hr/register`, {
    method: 'POST',
    body: { naam: 'Bench', email, password: 'geheim123' },
  });
  await givePlan(runtime, user.id);
  const mail = await runtime.mail.inbox!.waitFor((m) => m.to.includes(email) && m.subject.includes('Verifieer'));
  await json(`${base}/verification/verify`, {
    method: 'POST',
    body: { token: /token=([0-9]+\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/.exec(mail.text)![1] },
  });
  const session = await json<{ token: string }>(`${base}/hr/login`, { method: 'POST', body: { email, password: 'geheim123' } });
  const company = await json<{ id: number }>(`${base}/companies`, {
    method: 'POST',
    token: session.token,
    body: { naam: 'Bench BV', branche: 'ICT' },
  });
  const employees: number[] = [];
  for (let e = 0; e < 10; e++) {
    employees.push(
      (
        await json<{ id: number }>(`${base}/employees`, {
          method: 'POST',
          token: session.token,
          body: { naam: `Medewerker ${e}`, email: `m${e}@bench.example.nl`, bedrijf_id: company.id },
        })
      ).id,
    );
  }
  let popId = 0;
  for (let c = 0; c < CONVERSATIONS; c++) {
    const planned = await json<{ data: { id: number } }>(`${base}/pop`, {
      method: 'POST',
      token: session.token,
      body: {
        bedrijf_id: company.id,
        medewerker_id: employees[c % employees.length],
        datum_tijd: `2027-${String((c % 12) + 1).padStart(2, '0')}-10T10:00`,
        status: 'open',
      },
    });
    popId = planned.data.id;
  }
  const goal = await json<{ data: { goal: { id: number } } }>(`${base}/pop/${popId}/goals`, {
    method: 'POST',
    token: session.token,
    body: { omschrijving: 'Doel' },
  });
  void token;

  // The baseline: node:http, one round trip to the same PostgreSQL with the list's page query, JSON out.
  const pool = new pg.Pool({
    connectionString: (runtime.deps.pool as unknown as { options: { connectionString: string } }).options.connectionString,
    max: 20,
  });
  // A second one answers with the list's own query function (the page, its 15 columns and the total):
  // its gap to the first is PostgreSQL's share, its gap to GET /api/pop the app's.
  const rawUrl = await rawServer(() =>
    pool
      .query(
        'SELECT id, employee_name, company_name, scheduled_at, status FROM read.conversations WHERE owner_id = $1 ORDER BY scheduled_at DESC, id DESC LIMIT 10',
        [user.id],
      )
      .then(({ rows }) => rows),
  );
  const sameQueryUrl = await rawServer(() => listConversations(pool, user.id, { page: 1 }));

  const auth = { authorization: `Bearer ${session.token}` };
  const runs: Run[] = [];
  const reads = [
    ['baseline: node:http + 1 query', rawUrl],
    ['node:http + the list query', sameQueryUrl],
    ['GET /api/pop?page=1', `${base}/pop?page=1`],
    ['GET /api/dashboard/stats', `${base}/dashboard/stats`],
  ] as const;
  for (const [name, url] of WRITES_ONLY ? [] : reads) {
    await load(`${name} (warm-up)`, url, { headers: auth }).catch(() => undefined);
    const profiling = PROFILE && url.includes('/pop?') ? await startProfile('http-list') : undefined;
    const run = await load(name, url, { headers: auth });
    if (profiling) console.log(`  CPU profile of the list run: ${await profiling()}`);
    runs.push(run);
    console.log(`  ${name.padEnd(34)} ${String(run.rps).padStart(6)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  non-2xx ${run.non2xx}`);
  }
  const recording = COUNT_SQL ? recordStatements(runtime.deps.pool as unknown as pg.Pool) : undefined;
  const goalUrl = `${base}/pop/${popId}/goals/${goal.data.goal.id}`;
  const writes = { method: 'PUT' as const, headers: auth, bodies: Array.from({ length: 11 }, (_, i) => JSON.stringify({ voortgang: i })) };
  await load('PUT goal progress (warm-up)', goalUrl, { ...writes, connections: 1 });
  for (const [name, connections, p50Target, rpsTarget] of [
    ['PUT goal progress, one conversation, 1 connection', 1, 15, 0],
    ['PUT goal progress, one conversation, 10 connections', 10, 40, 150],
  ] as const) {
    if (recording) recording.statements.length = 0;
    const profiling = PROFILE && connections > 1 ? await startProfile('http-writes') : undefined;
    const run = await load(name, goalUrl, { ...writes, connections });
    if (profiling) console.log(`  CPU profile: ${await profiling()}`);
    runs.push(run);
    if (recording) {
      const requests = Object.values(run.statuses).reduce((a, b) => a + b, 0);
      const statements = new Map<string, number>();
      for (const { text } of recording.statements) {
        const key = text.replace(/\s+/g, ' ').trim().slice(0, 60);
        statements.set(key, (statements.get(key) ?? 0) + 1);
      }
      console.log(`  SQL statements per request: ${(recording.statements.length / requests).toFixed(1)}`);
      for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, 12))
        console.log(`    ${(n / requests).toFixed(2).padStart(6)}  ${text}`);
    }
    const met = run.p50 <= p50Target && run.rps >= rpsTarget && run.non2xx === 0;
    const target = `target p50 <= ${p50Target} ms${rpsTarget ? `, >= ${rpsTarget} req/s` : ''}`;
    console.log(
      `  ${name}: ${run.rps} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  statuses ${JSON.stringify(run.statuses)} (${target}) ${met ? 'MET' : 'MISSED'}`,
    );
  }
  if (WRITES_ONLY) {
    await fs.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
    await fs.writeFile(
      RESULTS_FILE,
      `${JSON.stringify({ date: new Date().toISOString(), quick: QUICK, seconds: SECONDS, cpus: os.cpus().length, runs }, null, 2)}\n`,
    );
    console.log(`Written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  }

  if (!WRITES_ONLY) {
    const baseline = runs[0]!.rps;
    const sameQuery = runs[1]!.rps;
    const list = runs[2]!.rps;
    const ratio = list / baseline;
    const appShare = list / sameQuery;
    console.log(`\nList page / baseline: ${ratio.toFixed(2)} (target >= 0.5) ${ratio >= 0.5 ? 'MET' : 'MISSED'}`);
    console.log(`List page / node:http with the same query: ${appShare.toFixed(2)} (what the app costs around its query)`);
    await fs.mkdir(path.dirname(RESULTS_FILE), { recursive: true });
    await fs.writeFile(
      RESULTS_FILE,
      `${JSON.stringify({ date: new Date().toISOString(), quick: QUICK, seconds: SECONDS, cpus: os.cpus().length, runs, listToBaseline: Number(ratio.toFixed(3)), listToSameQuery: Number(appShare.toFixed(3)) }, null, 2)}\n`,
    );
    console.log(`Written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  }

  // Requests still in flight when a run ends finish before the app stops.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const server of rawServers) await new Promise<void>((resolve) => server.close(() => resolve()));
  await pool.end();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await runtime.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
