/* npm run projections:retry [-- --projection NAME] — applies parked events again with the current code. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/database';
import { APP_POOL_TIMEOUTS, createPool } from '../platform/db';
import { mailReactor } from '../reactors/mail/mail-reactor';
import { REACTOR_SCHEMA } from '../reactors/mail/outbox-schema';
import { READ_SCHEMA } from '../projections/projection';
import { allProjections } from '../projections/registry';
import { retryParked, type RetryAttempt, type RetryTarget } from '../projections/retry';

function targets(): RetryTarget[] {
  return [
    { schema: READ_SCHEMA, projections: allProjections() },
    // The outbox rows it queues are sent by the running app's mail sender (it polls the outbox).
    { schema: REACTOR_SCHEMA, projections: [mailReactor(() => undefined)] },
  ];
}

function line(a: RetryAttempt): string {
  const where = `${a.projection}: stream ${a.streamId} positie ${a.streamPosition} (${a.type})`;
  return a.error === null ? `  toegepast  ${where}` : `  mislukt    ${where}: ${a.error}`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { projection: { type: 'string' } } });
  const known = targets().flatMap((t) => t.projections.map((p) => p.name));
  if (values.projection && !known.includes(values.projection)) {
    console.error(`Onbekende projectie "${values.projection}". Bekend zijn: ${known.join(', ')}`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  const pool = createPool(database.url, { max: 2, ...APP_POOL_TIMEOUTS });
  try {
    console.log(`Geparkeerde events opnieuw toepassen${values.projection ? ` voor ${values.projection}` : ''}...`);
    const summary = await retryParked(pool, targets(), { projection: values.projection, onAttempt: (a) => console.log(line(a)) });
    for (const [name, count] of summary.unknown) {
      console.log(`  overgeslagen: ${count} event(s) van "${name}", een projectie die deze code niet meer kent.`);
    }
    if (summary.applied + summary.failed === 0) {
      console.log('Er staan geen geparkeerde events klaar.');
      return 0;
    }
    console.log(`Klaar: ${summary.applied} toegepast, ${summary.failed} mislukt.`);
    if (summary.applied > 0) {
      console.log(
        'Let op: een teruggezet event komt na de events die erop volgden. Hangt een read model van die volgorde af, ' +
          'bouw het dan opnieuw op met npm run projections:rebuild.',
      );
    }
    if (summary.failed === 0) return 0;
    console.log(
      `Nog ${summary.failed} event(s) lukken niet; ze blijven geparkeerd met de nieuwe fout. Los de oorzaak op in de code ` +
        '(de fouten staan hierboven en in /api/health), zet de nieuwe versie live en voer npm run projections:retry opnieuw uit. ' +
        'Of bouw de read models opnieuw op met npm run projections:rebuild: wat dan nog steeds niet lukt, wordt opnieuw geparkeerd.',
    );
    return 1;
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`Opnieuw toepassen afgebroken: ${err.message}`);
    console.error('Wat al was toegepast blijft toegepast; de rest staat nog geparkeerd. Controleer de database en probeer het opnieuw.');
    process.exit(1);
  },
);
