import { eventUpcasters } from '../eventstore/event-upcasters';
import { DataKeyStore } from '../eventstore/personal-data/data-key-store';
import { loadMasterKey } from '../eventstore/personal-data/master-key';
import { verifyMasterKey } from '../eventstore/personal-data/master-key-check';
import { sealStoredPersonalData } from '../eventstore/personal-data/migrate';
import { PersonalDataProtection } from '../eventstore/personal-data/protection';
import type { Config } from '../platform/config';
import type { Pool } from '../platform/db';
import { progressReporter } from '../platform/progress-reporter';

/**
 * The data keys in `pool`'s database, wrapped by DATA_KEY (or the key generated under DATA_DIR).
 * Refuses (MasterKeyMismatchError) a key that is not the database's, before anything is sealed with it.
 */
export async function openPersonalDataProtection(config: Pick<Config, 'dataKey' | 'dataDir'>, pool: Pool): Promise<PersonalDataProtection> {
  const master = await loadMasterKey({ dataKey: config.dataKey, dataDir: config.dataDir });
  const keyStore = await DataKeyStore.open(pool, master.key);
  await verifyMasterKey(pool, master.key, master.source);
  return new PersonalDataProtection(keyStore);
}

/** The one-time, resumable sealing of rows written before issue 14, with progress. */
export async function sealOldPersonalData(pool: Pool, protection: PersonalDataProtection, log: (line: string) => void) {
  const progress = progressReporter('Persoonsgegevens versleutelen', log);
  const { rewritten } = await sealStoredPersonalData(pool, protection, eventUpcasters, ({ done, total }) =>
    progress.update({ applied: done, total }),
  );
  progress.done();
  if (rewritten) log(`Persoonsgegevens versleuteld in ${rewritten} opgeslagen events.`);
}
