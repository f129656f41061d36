import { until } from './until';
import type { TestApp } from './test-app';

/**
 * The mail reactor has seen every event so far (a command waits only for the read models its route reads,
 * not for the reactors) and every mail in the outbox has been through SMTP: what arrived is all there will be.
 */
export async function mailSettled(app: TestApp): Promise<void> {
  const { store } = app.runtime.deps;
  const head = (await store.readAll(null, 100_000)).checkpoint;
  await until(async () => {
    const { rows } = await app.db.pool.query<{ checkpoint: string | null }>(
      `SELECT checkpoint FROM reactors.projection_checkpoints WHERE name = 'mail_reactor'`,
    );
    return store.compareCheckpoints(rows[0]?.checkpoint ?? null, head) >= 0;
  });
  await until(
    async () => (await app.db.pool.query(`SELECT 1 FROM reactors.mail_outbox WHERE status IN ('pending', 'sending')`)).rowCount === 0,
  );
}
