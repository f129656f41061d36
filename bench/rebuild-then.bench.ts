/**
 * npm run bench:rebuild:then [-- --quick] [-- --commit REV]
 *
 * Issue 27's rebuild target, as it was set: at least 3 times the rate of "today's" rebuild (11,333
 * events/s over 159,550 events when the issue was written, at 9e30d35), in the same run. bench:rebuild
 * compares with the sequential way of today's code, whose read models got cheaper along with the side-by-
 * side ones; this one runs the rebuild of the code at REV itself (a git worktree of it, its own store
 * schema and read models) and today's, in turns, over the same events: those REV's history generator
 * makes, which today's code reads through its upcasters. Each side goes first in half of the rounds, and
 * a CHECKPOINT before each rebuild (not timed) writes out what the round before left for the server to
 * flush. Each side is timed until its new read models are in use: the code then dropped the replaced ones
 * before it returned, today's drops them after (reported apart, and awaited before the next round).
 * Writes bench-results/rebuild-then.json.
 * Needs the repository's history (a clone, not an export).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../backend/platform/embedded-postgres';
import { fmt, median } from './lib/measure';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const QUICK = process.argv.includes('--quick');
const commitArg = process.argv.indexOf('--commit');
/** Where the 11,333 events/s came from (bench-results/eventstore.json of 2026-11-23). */
const THEN = commitArg > 0 ? process.argv[commitArg + 1]! : '9e30d35';
const PRODUCT = QUICK ? { owners: 4, employees: 100, conversations: 1_000 } : { owners: 10, employees: 200, conversations: 2_000 };
/** Even: each side goes first as often as the other. */
const ROUNDS = 4;
const TARGET_RATIO = 3;
const RESULTS_FILE = path.join(ROOT, 'bench-results', 'rebuild-then.json');

/** What the bench needs of one checkout; the same modules in both (they are there since before 9e30d35). */
async function side(root: string) {
  const load = (file: string) => import(path.join(root, file));
  return {
    upcasters: (await load('backend/eventstore/event-upcasters.ts')).eventUpcasters,
    Store: (await load('backend/eventstore/postgres/postgres-event-store.ts')).PostgresEventStore,
    rebuild: (await load('backend/projections/rebuild.ts')).rebuildReadModels,
    projections: (await load('backend/projections/registry.ts')).allProjections,
    pool: (await load('bench/lib/pools.ts')).ourPool,
    insertAppends: (await load('bench/lib/sealed.ts')).insertAppends,
    productHistory: (await load('bench/lib/product-history.ts')).productHistory,
  };
}
type Side = Awaited<ReturnType<typeof side>>;

async function seeded(pg: EmbeddedPostgresHandle, code: Side, name: string, history: unknown[]) {
  await pg.createDatabase(name);
  const url = pg.urlFor(name);
  const pool = code.pool(url, 20);
  const store = await code.Store.open(pool, url, code.upcasters);
  await code.insertAppends(pool, history, null, name);
  await pool.query('CHECKPOINT');
  return { code, pool, store };
}

async function main() {
  const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'rebuild-then-'));
  const worktree = path.join(parent, 'checkout');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rebuild-then-pg-'));
  await fs.chmod(dataDir, 0o755);
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', ROOT, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
      .toString()
      .trim();
  let pg: EmbeddedPostgresHandle | undefined;
  try {
    const commit = git('rev-parse', '--verify', `${THEN}^{commit}`);
    git('worktree', 'add', '--detach', worktree, commit);
    // The dependencies of today: those of the commit may not be installed (the bench only needs pg and tsx's own).
    await fs.symlink(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
    const then = await side(worktree);
    const now = await side(ROOT);
    const loadAtStart = os.loadavg()[0]!;
    console.log(
      `Rebuild then and now${QUICK ? ' (--quick)' : ''}: ${JSON.stringify({ then: commit.slice(0, 12), ...PRODUCT, rounds: ROUNDS })}`,
    );
    const history = then.productHistory(PRODUCT.owners, PRODUCT.employees, PRODUCT.conversations) as unknown[];
    pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), persistent: true });
    const databases = { then: await seeded(pg, then, 'rebuild_then', history), now: await seeded(pg, now, 'rebuild_now', history) };
    const rates: Record<keyof typeof databases, number[]> = { then: [], now: [] };
    /** After each of today's rounds: the drop's time, and the round's rate had it waited for the drop as well, as the code then did. */
    const drops: { ms: number; eps: number }[] = [];
    let events = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      // Each side goes first in half of the rounds, and starts with nothing of the other's writes still
      // to flush: the CHECKPOINT (not timed) writes them out before the round.
      for (const name of round % 2 ? (['then', 'now'] as const) : (['now', 'then'] as const)) {
        const { code, pool, store } = databases[name];
        await pool.query('CHECKPOINT');
        const started = performance.now();
        const result = (await code.rebuild(pool, store, code.projections(), { onParked: () => undefined })) as {
          events: number;
          cleanup?: Promise<void>;
        };
        const rate = result.events / ((performance.now() - started) / 1000);
        // Until the new read models are in use. Today's rebuild drops the read models it replaced after
        // that (rebuild.ts, `cleanup`), the code then before it returned: the drop is not left to run into
        // the next round, and its time is reported apart.
        const cleanupStarted = performance.now();
        await result.cleanup;
        const drop = result.cleanup && {
          ms: performance.now() - cleanupStarted,
          eps: result.events / ((performance.now() - started) / 1000),
        };
        if (drop) drops.push(drop);
        events = result.events;
        rates[name].push(rate);
        const dropped = drop ? `; then the replaced read models dropped in ${fmt(Math.round(drop.ms))} ms` : '';
        console.log(`  round ${round} ${name.padEnd(4)} ${fmt(result.events)} events, ${fmt(Math.round(rate))} events/s${dropped}`);
      }
    }
    for (const { pool, store } of Object.values(databases)) {
      await store.close();
      await pool.end();
    }
    const ratio = median(rates.now) / median(rates.then);
    const results = {
      quick: QUICK,
      node: process.version,
      cpus: os.cpus().length,
      timestamp: new Date().toISOString(),
      load_avg_1m_start: Number(loadAtStart.toFixed(2)),
      load_avg_1m_end: Number(os.loadavg()[0]!.toFixed(2)),
      then_commit: commit,
      rounds: ROUNDS,
      events,
      then_eps: Math.round(median(rates.then)),
      now_eps: Math.round(median(rates.now)),
      now_vs_then_ratio: Number(ratio.toFixed(3)),
      then_eps_each: rates.then.map(Math.round),
      now_eps_each: rates.now.map(Math.round),
      /** After each of today's rounds, not in its rate: the drop of the read models its swap replaced. */
      now_cleanup_ms_each: drops.map((drop) => Math.round(drop.ms)),
      now_with_cleanup_eps: Math.round(median(drops.map((drop) => drop.eps))),
      now_with_cleanup_vs_then_ratio: Number((median(drops.map((drop) => drop.eps)) / median(rates.then)).toFixed(3)),
    };
    await fs.writeFile(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
    console.log(`\n${JSON.stringify(results, null, 2)}`);
    console.log(`\n  ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}  now >= ${TARGET_RATIO} x then: ${ratio.toFixed(3)}`);
    console.log(`        counting the drop after the swap as well: ${results.now_with_cleanup_vs_then_ratio.toFixed(3)}`);
    console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  } finally {
    await pg?.stop().catch(() => undefined);
    await fs.rm(dataDir, { recursive: true, force: true });
    try {
      git('worktree', 'remove', '--force', worktree);
    } catch {
      // Not made (a commit that is not there): nothing to remove but the folder.
    }
    await fs.rm(parent, { recursive: true, force: true });
  }
}

await main();
