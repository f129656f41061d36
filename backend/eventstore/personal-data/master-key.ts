import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The master key that wraps every data key: DATA_KEY, or a key generated once and kept under
 * DATA_DIR (mode 0600), like the JWT key. It never enters the database, so a database backup
 * alone opens no personal data. A DATA_KEY of any length is stretched to 32 bytes with SHA-256;
 * a random base64 value of 32 bytes (`openssl rand -base64 32`) is what it should be.
 */
export async function loadMasterKey(options: { dataKey: string | undefined; dataDir: string }): Promise<Buffer> {
  if (options.dataKey) return stretch(options.dataKey);
  const file = path.join(options.dataDir, 'data-key');
  const existing = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) return stretch(existing);
  const generated = randomBytes(32).toString('base64');
  await fs.mkdir(options.dataDir, { recursive: true });
  // 'wx': two processes starting at once must not each write a different key; the loser reads the winner's.
  await fs.writeFile(file, generated, { mode: 0o600, flag: 'wx' }).catch(async (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  return stretch((await fs.readFile(file, 'utf8')).trim());
}

function stretch(value: string): Buffer {
  const decoded = /^[A-Za-z0-9+/]{43}=$/.test(value) ? Buffer.from(value, 'base64') : null;
  return decoded?.length === 32 ? decoded : createHash('sha256').update(value).digest();
}
