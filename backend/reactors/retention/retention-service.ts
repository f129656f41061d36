import { accountAddresses } from '../../commands/avg/subject-facts';
import type { DataKeyStore } from '../../eventstore/personal-data/data-key-store';
import type { EventStore } from '../../eventstore/port';
import { ProjectionRunner } from '../../projections/runner';
import { eraseSubject } from './erasure';
import type { Pool } from '../../platform/db';
import { startDueLoop } from '../due-loop';
import { setUpReactor } from '../reactor-setup';
import { REACTOR_SCHEMA } from '../mail/outbox-schema';
import { retentionReactor, retentionSchemaSql } from './retention-reactor';
import { CONTACT_RETENTION_REACTOR, contactRetentionReactor, contactRetentionSchemaSql, runDueContactErasures } from './contact-retention';

/** The retention rules run once a day (and at start, so downtime past a due date only delays them). */
const DAY_MS = 24 * 60 * 60 * 1000;
const CLAIM_SECONDS = 300;
const BATCH = 100;

export interface RetentionService {
  /** Erases what is due at the clock's now; how many subjects it erased. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

interface Options {
  pool: Pool;
  store: EventStore;
  dataKeys: DataKeyStore;
  clock: () => Date;
  log: (line: string) => void;
}

/**
 * Retention (AVG): conversations 7 years after their date and accounts 2 years after their plan
 * ended are erased like a request would (crypto-shredding, PersonalDataErased with reason
 * retention_*, a line in the deletion log); contact messages a year after they came in, by their key
 * and their mail only (contact-retention.ts: an anonymous sender has no account id for the log).
 * Reactors keep the due dates from the events; every instance's daily run claims due rows (SKIP
 * LOCKED, a lease), and the erasure itself is once per subject, so two instances never erase twice.
 */
export async function startRetention(options: Options): Promise<RetentionService> {
  const { pool, store, log } = options;
  await setUpReactor(pool, { lock: 7304, name: 'retention_reactor', tablesSql: retentionSchemaSql });
  await setUpReactor(pool, { lock: 7305, name: CONTACT_RETENTION_REACTOR, tablesSql: contactRetentionSchemaSql });
  const reactors = [retentionReactor(), contactRetentionReactor()].map(
    (r) => new ProjectionRunner(pool, store, r, { schema: REACTOR_SCHEMA }),
  );
  for (const reactor of reactors) reactor.start();

  const runDue = async () => (await runDueErasures(options)) + (await runDueContactErasures(options, options.clock(), log));
  const daily = startDueLoop({
    name: 'retention',
    async runDue() {
      const erased = await runDue();
      if (erased) log(`Bewaartermijnen: ${erased} onderwerp(en) verwijderd.`);
    },
    // runDueErasures claims batch after batch by itself.
    batchWasFull: () => false,
    nextDelay: async () => DAY_MS,
    retryMs: DAY_MS,
    log,
  });
  return {
    runDue,
    async stop() {
      await daily.stop();
      await Promise.all(reactors.map((reactor) => reactor.stop()));
    },
  };
}

async function runDueErasures({ pool, store, dataKeys, clock, log }: Options): Promise<number> {
  let erased = 0;
  for (;;) {
    const now = clock();
    const { rows } = await pool.query<{ subject_kind: 'conversation' | 'account'; subject_id: number; owner_id: number }>(
      `UPDATE ${REACTOR_SCHEMA}.retention_due SET claimed_until = now() + make_interval(secs => $3)
        WHERE (subject_kind, subject_id) IN (
          SELECT subject_kind, subject_id FROM ${REACTOR_SCHEMA}.retention_due
           WHERE due_at <= $1 AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING subject_kind, subject_id, owner_id`,
      [now, BATCH, CLAIM_SECONDS],
    );
    for (const row of rows) {
      try {
        const account = row.subject_kind === 'account';
        await eraseSubject(
          { store, pool, dataKeys },
          {
            target: { kind: row.subject_kind, id: row.subject_id },
            ownerId: row.owner_id,
            erasedBy: null,
            reason: account ? 'retention_account' : 'retention_conversation',
            at: now,
            addresses: account ? await accountAddresses({ store }, row.subject_id) : [],
          },
        );
        await pool.query(`DELETE FROM ${REACTOR_SCHEMA}.retention_due WHERE subject_kind = $1 AND subject_id = $2`, [
          row.subject_kind,
          row.subject_id,
        ]);
        erased++;
      } catch (err) {
        log(`retention: erasing ${row.subject_kind} ${row.subject_id} failed, retried later: ${(err as Error).message}`);
      }
    }
    if (rows.length < BATCH) return erased;
  }
}
