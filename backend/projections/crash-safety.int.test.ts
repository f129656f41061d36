import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useEventStore } from '../../tests/support/use-event-store';
import { appendLedgerEvents, readLedger } from '../../tests/support/ledger-fixture';
import { ledgerProjection } from '../../tests/support/sample-projection';
import { until as waitUntil } from '../../tests/support/until';
import { rebuildReadModels } from './rebuild';

const { db, store } = useEventStore();

function startWorker(delayMs: number, batchSize: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/support/projection-worker.ts', db.url, String(delayMs), String(batchSize)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // A failed assertion must not leave a projection process running on past the file (its engine
  // would keep retrying against the dropped database).
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited early with ${code}`)));
  });
}

async function applied(): Promise<number> {
  const { rows } = await db.pool.query(`SELECT events_applied FROM read.projection_checkpoints WHERE name = 'sample_ledger'`);
  return rows[0]?.events_applied ?? 0;
}

/** Checked every 20 ms. */
const until = (condition: () => Promise<boolean>, timeoutMs: number) => waitUntil(condition, timeoutMs, 20);

async function batchInFlight(): Promise<boolean> {
  // The worker's batch transaction holds the checkpoint row lock while it sleeps in apply.
  const { rows } = await db.pool.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`,
  );
  return rows[0].n > 0;
}

describe('projection crash safety', () => {
  it('a projection killed (SIGKILL) in the middle of a batch ends equal to a clean rebuild', async () => {
    // The read schema exists before the events arrive, so the worker applies them batch by batch.
    await rebuildReadModels(db.pool, store, [ledgerProjection()]);
    const expected = await appendLedgerEvents(store, 2400, 40);

    const first = await startWorker(250, 300);
    await until(async () => (await applied()) >= 600, 20_000);
    await until(batchInFlight, 10_000);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const atCrash = await applied();
    expect(atCrash).toBeGreaterThan(0);
    expect(atCrash).toBeLessThan(2400);

    const second = await startWorker(0, 300);
    await until(async () => (await applied()) === 2400, 30_000);
    second.kill('SIGTERM');
    await new Promise((r) => second.once('exit', r));
    const afterRestart = await readLedger(db.pool);

    await rebuildReadModels(db.pool, store, [ledgerProjection()]);
    const rebuilt = await readLedger(db.pool);

    expect(afterRestart).toEqual(rebuilt);
    expect(rebuilt).toEqual(expected);
  }, 90_000);
});
