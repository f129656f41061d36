import { eventUpcasters } from '../../eventstore/event-upcasters';
import { DataKeyStore } from '../../eventstore/personal-data/data-key-store';
import { loadMasterKey } from '../../eventstore/personal-data/master-key';
import { sealStoredPersonalData } from '../../eventstore/personal-data/migrate';
import { PersonalDataProtection } from '../../eventstore/personal-data/protection';
import type { Config } from '../config';
import type { Pool } from '../db';
import { progressReporter } from '../runtime';

/** The data keys in `pool`'s database, wrapped by DATA_KEY (or the key generated under DATA_DIR). */
export async function openPersonalDataProtection(config: Pick<Config, 'dataKey' | 'dataDir'>, pool: Pool): Promise<PersonalDataProtection> {
  const master = await loadMasterKey({ dataKey: config.dataKey, dataDir: config.dataDir });
  return new PersonalDataProtection(await DataKeyStore.open(pool, master));
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
