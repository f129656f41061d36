import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { succeeds } from '../../platform/succeeds';

/** Where a generated key is kept: apart from DATA_DIR/postgres, so a copy of the database's files holds no key. */
export const generatedKeyFile = (dataDir: string) => path.join(dataDir, 'keys', 'data-key');
/** Where versions before keys/ kept it, right beside the database's folder. */
const formerKeyFile = (dataDir: string) => path.join(dataDir, 'data-key');

export interface MasterKey {
  key: Buffer;
  /** Where the key came from, for the operator: DATA_KEY or the generated file. */
  source: string;
}

/**
 * The master key that wraps every data key: DATA_KEY, or (development only; production requires
 * DATA_KEY) a key generated once under DATA_DIR/keys (mode 0600). It never enters the database, so
 * a database backup alone opens no personal data. A DATA_KEY of any length is stretched to 32 bytes
 * with SHA-256; a random base64 value of 32 bytes (`openssl rand -base64 32`) is what it should be.
 */
export async function loadMasterKey(options: { dataKey: string | undefined; dataDir: string }): Promise<MasterKey> {
  if (options.dataKey) return { key: stretch(options.dataKey), source: 'DATA_KEY' };
  const file = generatedKeyFile(options.dataDir);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await moveFormerKey(options.dataDir, file);
  const source = `the key generated in ${file}`;
  const existing = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) return { key: stretch(existing), source };
  const generated = randomBytes(32).toString('base64');
  // 'wx': two processes starting at once must not each write a different key; the loser reads the winner's.
  await fs.writeFile(file, generated, { mode: 0o600, flag: 'wx' }).catch(async (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  return { key: stretch((await fs.readFile(file, 'utf8')).trim()), source };
}

/** A key kept where older versions put it moves (never copied: one key, one place) unless keys/ has one. */
async function moveFormerKey(dataDir: string, file: string) {
  const present = (p: string) => succeeds(fs.stat(p));
  if ((await present(file)) || !(await present(formerKeyFile(dataDir)))) return;
  await fs.rename(formerKeyFile(dataDir), file).catch((err: NodeJS.ErrnoException) => {
    // Another process starting at the same moment moved it first.
    if (err.code !== 'ENOENT') throw err;
  });
}

function stretch(value: string): Buffer {
  const decoded = /^[A-Za-z0-9+/]{43}=$/.test(value) ? Buffer.from(value, 'base64') : null;
  return decoded?.length === 32 ? decoded : createHash('sha256').update(value).digest();
}
