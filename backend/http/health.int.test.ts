import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DbClient } from '../platform/db';
import { ProjectionRunner } from '../projections/runner';
import { faultyLedger, setUpOwnSchema, type LedgerFaults } from '../../tests/support/faulty-projection';
import { useTestApp } from '../../tests/support/use-test-app';
import { until } from '../../tests/support/until';
import type { HealthReport, ProjectionHealth } from './health';

const app = useTestApp();

async function health() {
  const res = await app.api.get('/api/health');
  return { status: res.status, body: res.body as HealthReport };
}

const projection = (report: HealthReport, name: string) => report.projections.find((p) => p.name === name) as ProjectionHealth;

describe('GET /api/health', () => {
  it('reports the database, every projection with checkpoint, lag and failure, and the mail outbox backlog', async () => {
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.eventStore).toMatchObject({ kind: 'postgres', ok: true });
    const names = body.projections.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['hr_users', 'conversations', 'mail_reactor']));
    expect(projection(body, 'hr_users')).toMatchObject({ schema: 'read', active: true, failing: false, lastError: null, parked: 0 });
    expect(projection(body, 'mail_reactor')).toMatchObject({ schema: 'reactors', parked: 0 });
    expect(projection(body, 'hr_users').behind).toEqual({ events: 0, capped: false, oldestSeconds: null });
    expect(body.mail).toEqual({ backlog: expect.any(Number), due: expect.any(Number), retrying: expect.any(Number), oldestSeconds: null });
  });

  it('shows an event the mail reactor parked (degraded, still 200) without the personal data in it', async () => {
    // A user id that is no number cannot go into the outbox: the reactor parks the event.
    await app.runtime.deps.store.appendToStream(
      'hr_user-jan.jansen@example.nl',
      [{ id: randomUUID(), type: 'EmailVerified', data: { at: '2026-01-05T10:00:00Z' } }],
      { expected: 'no_stream' },
    );
    await until(async () => projection((await health()).body, 'mail_reactor').parked === 1, 10_000);
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(projection(body, 'mail_reactor').lastParkedAt).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/jansen/);
  });

  it('answers 503 while a projection is failing, and a command route says at once that the change is stored but not visible', async () => {
    const faults: LedgerFaults = { database: 'down', amounts: 'lenient' };
    const ledger = faultyLedger(faults, 'probe_ledger');
    await setUpOwnSchema(app.db.pool, 'probe', ledger);
    // A runner of the app's engine whose database work times out (a transient error).
    const runner = new ProjectionRunner(app.runtime.deps.pool, app.runtime.deps.store, ledger, {
      schema: 'probe',
      onError: () => undefined,
    });
    app.runtime.deps.projections.runners.push(runner);
    runner.start();
    await app.runtime.deps.store.appendToStream('probe-1', [{ id: randomUUID(), type: 'Deposited', data: { amount: 1 } }], {
      expected: 'no_stream',
    });
    await until(() => runner.isFailing, 10_000);

    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.status).toBe('down');
    expect(projection(body, 'probe_ledger')).toMatchObject({ schema: 'probe', failing: true, lastError: { code: '57014' } });
    // It started from the beginning of the store, so it is behind by the probe event and all before it.
    expect(projection(body, 'probe_ledger').behind).toMatchObject({ events: expect.any(Number), oldestSeconds: expect.any(Number) });
    expect(projection(body, 'probe_ledger').behind!.events).toBeGreaterThan(0);

    const started = Date.now();
    const res = await app.api
      .post('/api/hr/register')
      .send({ naam: 'Eva de Vries', email: `eva${Date.now()}@example.nl`, password: 'geheim123' });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/opgeslagen/);
    // It does not wait out the read-your-writes time (5 s) for a projection that is failing; the rest is hashing.
    expect(Date.now() - started).toBeLessThan(5000);

    faults.database = 'up';
    await until(async () => (await health()).status === 200, 10_000);
    // Caught up: events appended meanwhile (the registration's own, and what the reactors append after
    // it) may keep it a moment behind once health says 200, never failing.
    let recovered = projection((await health()).body, 'probe_ledger');
    await until(async () => {
      recovered = projection((await health()).body, 'probe_ledger');
      expect(recovered).toMatchObject({ failing: false });
      return recovered.behind?.events === 0;
    }, 10_000);
    expect(recovered).toMatchObject({ failing: false, behind: { events: 0 } });
  });

  it('answers 503 quickly with a Dutch message when no database connection is free, instead of queueing', async () => {
    const pool = app.runtime.deps.pool;
    const held: DbClient[] = [];
    // Take every connection; the last attempt ends with the pool's connection timeout.
    for (;;) {
      const client = await pool.connect().catch(() => undefined);
      if (!client) break;
      held.push(client);
    }
    try {
      const started = Date.now();
      const res = await app.api.post('/api/hr/login').send({ email: 'iemand@example.nl', password: 'geheim123' });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('De database is tijdelijk niet bereikbaar. Probeer het over enkele ogenblikken opnieuw.');
      expect(res.headers['retry-after']).toBe('5');
      const report = await health();
      expect(report.status).toBe(503);
      expect(report.body.database.ok).toBe(false);
      expect(Date.now() - started).toBeLessThan(8000);
    } finally {
      for (const client of held) client.release();
    }
    await until(async () => (await health()).body.database.ok, 10_000);
  }, 60_000);
});
