/**
 * Rebuilds under fire (npm run torture:rebuild runs 20 rounds; npm test runs REBUILD_TORTURE_ROUNDS,
 * 3 by default). Each round several writers append the app's own events (companies, an import of
 * employees, conversations with goals and ambitions, personal data sealed) and deposits on shared
 * ledger streams, while the read models are rebuilt twice in a row and the live runners keep going.
 * Afterwards every read model must hold exactly what an independent fold of the store gives, and
 * the ledger what the writers counted: a lost, doubled or reordered event shows here.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productHistory } from '../../bench/lib/product-history';
import { eventUpcasters } from '../../backend/eventstore/event-upcasters';
import { DataKeyStore } from '../../backend/eventstore/personal-data/data-key-store';
import { PersonalDataProtection } from '../../backend/eventstore/personal-data/protection';
import { PostgresEventStore } from '../../backend/eventstore/postgres/postgres-event-store';
import type { ParkedEvent } from '../../backend/projections/dead-letter';
import { ProjectionEngine } from '../../backend/projections/engine';
import { rebuildReadModels } from '../../backend/projections/rebuild';
import { allProjections } from '../../backend/projections/registry';
import { readLedger } from '../support/ledger-fixture';
import { contentDifferences, freshFold, tableContents } from '../support/read-model-fold';
import { ledgerProjection } from '../support/sample-projection';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { byOwner, newTally, runWriter } from './torture-writers';

const ROUNDS = Number(process.env.REBUILD_TORTURE_ROUNDS ?? 3);
const WRITERS = 4;
const LEDGER_STREAMS = ['torture-ledger-0', 'torture-ledger-1', 'torture-ledger-2'];
/** Rebuild batch sizes taken in turn: many small batches and readAhead pages, or the product's one. */
const BATCH_SIZES = [100, 500, 5000];

let db: TestDatabase;
let store: PostgresEventStore;
let engine: ProjectionEngine;
const parked: ParkedEvent[] = [];
let runnerErrors = 0;

beforeAll(async () => {
  // Twelve runners each hold a lock connection; writers, batches, rebuild and fold need their own.
  db = await createTestDatabase(40);
  const protection = new PersonalDataProtection(await DataKeyStore.open(db.pool, randomBytes(32)));
  store = await PostgresEventStore.open(db.pool, db.url, eventUpcasters, protection);
  engine = new ProjectionEngine(db.pool, store, [...allProjections(), ledgerProjection()], {
    onParked: (p) => parked.push(p),
    onError: () => runnerErrors++,
  });
  await engine.start();
});
afterAll(async () => {
  await engine?.stop();
  await store?.close();
  await db?.drop();
});

it(
  `${ROUNDS} rounds of writers through two rebuilds each: every read model equals a fresh fold of the store`,
  { timeout: 60_000 + ROUNDS * 60_000 },
  async () => {
    const owners = byOwner(productHistory(ROUNDS * WRITERS, 5, 20));
    const tally = newTally();
    for (let round = 0; round < ROUNDS; round++) {
      const started = Date.now();
      const before = { appends: tally.appends, events: tally.events };
      let rebuilding = true;
      const writers = owners
        .slice(round * WRITERS, (round + 1) * WRITERS)
        .map((owned) => runWriter(store, owned, LEDGER_STREAMS, () => !rebuilding, tally));
      const options = { batchSize: BATCH_SIZES[round % BATCH_SIZES.length], onParked: (p: ParkedEvent) => parked.push(p) };
      let first: Awaited<ReturnType<typeof rebuildReadModels>>;
      let second: typeof first;
      try {
        first = await rebuildReadModels(db.pool, store, engine.projections, options);
        second = await rebuildReadModels(db.pool, store, engine.projections, options);
      } finally {
        rebuilding = false;
        await Promise.all(writers);
      }

      expect(await engine.waitFor(tally.last, 30_000), `round ${round}: the runners reach the last append`).toBe(true);
      const live = await tableContents(db.pool, 'read');
      const fold = await freshFold(db.pool, store, engine.projections, tally.last);
      expect(contentDifferences(live, fold), `round ${round}: read models against a fresh fold`).toEqual([]);
      expect(Object.fromEntries(await readLedger(db.pool)), `round ${round}: the ledger`).toMatchObject(Object.fromEntries(tally.ledger));
      const rows = Object.values(live).reduce((n, r) => n + r.length, 0);
      console.info(
        `[rebuild torture] round ${round + 1}/${ROUNDS}: ${tally.events - before.events} events in ${tally.appends - before.appends} appends ` +
          `during two rebuilds of ${first.events} and ${second.events} events (batch ${options.batchSize}, ` +
          `${first.ms} + ${second.ms} ms); ${rows} read-model rows equal the fold; ${Date.now() - started} ms`,
      );
    }
    expect(parked.map((p) => `${p.projection}: ${p.event.type} ${p.error}`)).toEqual([]);
    console.info(
      `[rebuild torture] ${ROUNDS} rounds, ${tally.events} events in ${tally.appends} appends by ${WRITERS} writers per round, ` +
        `${ROUNDS * 2} rebuilds, no difference; ${runnerErrors} transient runner errors retried`,
    );
  },
);
