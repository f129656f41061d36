/* A projection process for the crash-safety test: runs the ledger projection until killed. */
import { eventUpcasters } from '../../backend/eventstore/event-upcasters';
import { PostgresEventStore } from '../../backend/eventstore/postgres/postgres-event-store';
import { createPool } from '../../backend/platform/db';
import { ProjectionEngine } from '../../backend/projections/engine';
import { ledgerProjection } from './sample-projection';

const [url, delay, batch] = process.argv.slice(2);
const pool = createPool(url!, 4);
// Read as the product reads: through its upcasters.
const store = await PostgresEventStore.open(pool, url!, eventUpcasters);
const engine = new ProjectionEngine(pool, store, [ledgerProjection({ delayMs: Number(delay) })], {
  batchSize: Number(batch),
});
await engine.start();
process.stdout.write('ready\n');
