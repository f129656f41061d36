/* npm run projections:rebuild — replays all events into fresh read models and swaps them in. */
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/database';
import { createPool } from '../platform/db';
import { progressReporter } from '../platform/progress-reporter';
import { openEventStore } from './runtime';
import { rebuildReadModels } from '../projections/rebuild';
import { DEFAULT_LANES } from '../projections/rebuild-lanes';
import { allProjections } from '../projections/registry';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  // The read models replay side by side on DEFAULT_LANES connections, beside the rebuild's own.
  const pool = createPool(database.url, DEFAULT_LANES + 2);
  const store = await openEventStore(config, pool, database.url);
  try {
    const projections = allProjections();
    console.log(`Read models herbouwen: ${projections.map((p) => p.name).join(', ') || '(geen)'}`);
    const progress = progressReporter('Herbouwen', console.log);
    const result = await rebuildReadModels(pool, store, projections, {
      onProgress: (p) => progress.update(p),
      onStep: (step) => {
        progress.done();
        console.log(`Herbouwen: ${step}...`);
      },
    });
    progress.done();
    const slowest = result.readModels.toSorted((a, b) => b.ms - a.ms)[0];
    if (slowest) console.log(`Traagste read model: ${slowest.name}, klaar na ${(slowest.ms / 1000).toFixed(1)} s.`);
    const rate = result.ms > 0 ? Math.round((result.events / result.ms) * 1000) : result.events;
    console.log(
      `Klaar: ${result.events} events in ${(result.ms / 1000).toFixed(1)} s (${rate} events/s). De nieuwe read models zijn actief.`,
    );
    console.log('De vervangen read models worden opgeruimd...');
    await result.cleanup;
    if (result.parked > 0) {
      console.log(
        `${result.parked} event(s) konden niet worden toegepast en zijn geparkeerd (zie hierboven en /api/health). ` +
          'Los de oorzaak op en voer daarna npm run projections:retry uit.',
      );
    }
  } finally {
    await store.close();
    await pool.end();
    await database.stop();
  }
}

main().catch((err: Error) => {
  console.error(`Herbouwen mislukt: ${err.message}`);
  console.error('Er is niets gewisseld: de app blijft de oude read models gebruiken. Los de fout op en probeer het opnieuw.');
  process.exit(1);
});
