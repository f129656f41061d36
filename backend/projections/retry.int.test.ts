import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../platform/db';
import { REACTOR_SCHEMA, reactorSchemaSql } from '../reactors/mail/outbox-schema';
import { useEventStore } from '../../tests/support/use-event-store';
import { readLedger } from '../../tests/support/ledger-fixture';
import { faultyLedger, type LedgerFaults } from '../../tests/support/faulty-projection';
import { parkEvent } from './dead-letter';
import { ProjectionEngine } from './engine';
import { retryParked, type RetryAttempt } from './retry';

const { db, store } = useEventStore(20);

async function deadLetters(schema: string) {
  const { rows } = await db.pool.query(
    `SELECT projection, stream_id, error, retries, retried_at FROM ${schema}.projection_dead_letters ORDER BY id`,
  );
  return rows;
}

describe('projections:retry', () => {
  it('applies a parked event once the fault is fixed; until then it stays, with the new error', async () => {
    const faults: LedgerFaults = { database: 'up', amounts: 'strict' };
    const engine = new ProjectionEngine(db.pool, store, [faultyLedger(faults)], { onParked: () => undefined });
    await engine.start();
    try {
      await store.appendToStream('acct-1', [{ id: randomUUID(), type: 'Deposited', data: { amount: '7 euro' } }], {
        expected: 'no_stream',
      });
      const last = await store.appendToStream('acct-1', [{ id: randomUUID(), type: 'Deposited', data: { amount: 10 } }], { expected: 0 });
      expect(await engine.waitFor(last.checkpoint, 5000)).toBe(true);
      expect(await deadLetters('read')).toHaveLength(1);

      // Still the old code: it fails again and stays parked.
      const attempts: RetryAttempt[] = [];
      const targets = [{ schema: 'read', projections: [faultyLedger(faults)] }];
      expect(await retryParked(db.pool, targets, { onAttempt: (a) => attempts.push(a) })).toMatchObject({ applied: 0, failed: 1 });
      const [stillParked] = await deadLetters('read');
      expect(stillParked).toMatchObject({ projection: 'sample_ledger', stream_id: 'acct-1', retries: 1 });
      expect(stillParked.retried_at).toBeInstanceOf(Date);
      expect(attempts[0]).toMatchObject({ projection: 'sample_ledger', streamId: 'acct-1', streamPosition: 0, type: 'Deposited' });
      expect(attempts[0]!.error).toMatch(/bigint/);

      // The fix is live: the retry applies it (while the app's runner keeps running) and the dead letter goes.
      faults.amounts = 'lenient';
      expect(await retryParked(db.pool, targets)).toMatchObject({ applied: 1, failed: 0 });
      expect(await deadLetters('read')).toEqual([]);
      expect((await readLedger(db.pool)).get('acct-1')).toEqual({ balance: 17, count: 2 });
      const { rows } = await db.pool.query(`SELECT events_applied FROM read.projection_checkpoints WHERE name = 'sample_ledger'`);
      expect(rows[0].events_applied).toBe(2);
    } finally {
      await engine.stop();
    }
  });

  it('the CLI retries the mail reactor too, prints a summary and says what to do when events still fail', async () => {
    await withTransaction(db.pool, async (tx) => {
      await tx.query(reactorSchemaSql);
      await tx.query(
        `INSERT INTO ${REACTOR_SCHEMA}.projection_checkpoints (name, version) VALUES ('mail_reactor', 1) ON CONFLICT DO NOTHING`,
      );
    });
    const event = (streamId: string) => ({
      id: randomUUID(),
      streamId,
      streamPosition: 0,
      type: 'EmailVerified',
      schemaVersion: 1,
      data: { at: '2026-01-05T10:00:00Z' },
      metadata: {},
      recordedAt: new Date().toISOString(),
      checkpoint: '1/1',
    });
    // One the current reactor queues (parked by an older, broken one) and one it still cannot.
    const fixable = event('hr_user-41');
    await withTransaction(db.pool, async (tx) => {
      await tx.query(`SET LOCAL search_path TO ${REACTOR_SCHEMA}, public`);
      await parkEvent(tx, 'mail_reactor', fixable, new Error('smtp template missing'));
      await parkEvent(tx, 'mail_reactor', event('hr_user-geen-nummer'), new Error('invalid input syntax for type integer'));
    });

    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-retry-'));
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'backend/main/retry-cli.ts', '--projection', 'mail_reactor'], {
      env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, NODE_ENV: 'test' },
    });
    const failed = await run.then(
      () => undefined,
      (err: { code: number; stdout: string }) => err,
    );
    await fs.rm(dataDir, { recursive: true, force: true });

    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(/toegepast\s+mail_reactor: stream hr_user-41 positie 0 \(EmailVerified\)/);
    expect(failed?.stdout).toMatch(/mislukt\s+mail_reactor: stream hr_user-geen-nummer/);
    expect(failed?.stdout).toMatch(/Klaar: 1 toegepast, 1 mislukt/);
    expect(failed?.stdout).toMatch(/npm run projections:retry opnieuw uit.*npm run projections:rebuild/s);
    expect((await deadLetters(REACTOR_SCHEMA)).map((r) => [r.stream_id, r.retries])).toEqual([['hr_user-geen-nummer', 1]]);
    const outbox = await db.pool.query(`SELECT mail_id, kind FROM ${REACTOR_SCHEMA}.mail_outbox`);
    expect(outbox.rows).toEqual([{ mail_id: fixable.id, kind: 'verification-success' }]);
  }, 60_000);
});
