import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generatedKeyFile, loadMasterKey } from './master-key';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-master-key-'));
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

const mode = async (file: string) => (await fs.stat(file)).mode & 0o777;

describe('the generated development master key', () => {
  it('is kept in DATA_DIR/keys, apart from the database in DATA_DIR/postgres, readable by the owner only', async () => {
    const first = await loadMasterKey({ dataKey: undefined, dataDir });
    const file = generatedKeyFile(dataDir);
    expect(path.dirname(file)).toBe(path.join(dataDir, 'keys'));
    expect(await mode(file)).toBe(0o600);
    expect(await mode(path.dirname(file))).toBe(0o700);
    expect(first.source).toContain(file);
    expect((await loadMasterKey({ dataKey: undefined, dataDir })).key).toEqual(first.key);
    await expect(fs.stat(path.join(dataDir, 'data-key'))).rejects.toThrow();
  });

  it('moves a key an older version left in DATA_DIR/data-key, so the data stays readable', async () => {
    const old = 'b2xkLWtleS1vbGQta2V5LW9sZC1rZXktb2xkLWtleS0=';
    await fs.writeFile(path.join(dataDir, 'data-key'), old, { mode: 0o600 });
    const moved = await loadMasterKey({ dataKey: undefined, dataDir });
    expect(moved.key).toEqual(Buffer.from(old, 'base64'));
    expect((await fs.readFile(generatedKeyFile(dataDir), 'utf8')).trim()).toBe(old);
    await expect(fs.stat(path.join(dataDir, 'data-key'))).rejects.toThrow();
  });

  it('is not made when DATA_KEY is set', async () => {
    expect((await loadMasterKey({ dataKey: 'x'.repeat(40), dataDir })).source).toBe('DATA_KEY');
    await expect(fs.stat(path.join(dataDir, 'keys'))).rejects.toThrow();
  });
});
