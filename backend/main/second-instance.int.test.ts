import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';
import { loadConfig } from '../platform/config';
import { startRuntime } from './runtime';

const firstKey = randomBytes(32).toString('base64');
const jwtSecret = randomBytes(48).toString('base64');
const app = useTestApp({ DATA_KEY: firstKey, JWT_SECRET: jwtSecret });
const dirs: string[] = [];

afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

/** A second instance on the first one's database, with a DATA_DIR of its own (the real startup path). */
async function startSecond(env: Record<string, string>) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-second-'));
  dirs.push(dataDir);
  const config = loadConfig({ DATABASE_URL: app.db.url, DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:9', JWT_SECRET: jwtSecret, ...env });
  return startRuntime(config, { log: () => undefined });
}

/** Everything the key schema holds: a refused start must leave it exactly as it was. */
async function keySchema() {
  const keys = await app.db.pool.query(`SELECT subject, wrapped FROM data_keys.subject_keys ORDER BY subject`);
  const check = await app.db.pool.query(`SELECT check_value FROM data_keys.master_key_check`);
  return { keys: keys.rows, check: check.rows };
}

describe('several instances on one database', () => {
  it('refuses to start an instance whose DATA_KEY is not the database’s, and writes nothing', async () => {
    const user = await registerUser(app);
    await app.api.post('/api/companies').set(user.auth).send({ naam: 'Bakkerij De Eerste', branche: 'Bouw' }).expect(201);
    const before = await keySchema();
    expect(before.keys.length).toBeGreaterThan(0);
    expect(before.check).toHaveLength(1);

    // Generated under its own DATA_DIR, as a second `npm start` without DATA_KEY would.
    await expect(startSecond({})).rejects.toThrow(/DATA_KEY does not match.*Set DATA_KEY to the value/);
    await expect(startSecond({ DATA_KEY: randomBytes(32).toString('base64') })).rejects.toThrow(/DATA_KEY does not match/);
    expect(await keySchema()).toEqual(before);
  });

  it('starts an instance with the same DATA_KEY, which opens what the first one sealed', async () => {
    const user = await registerUser(app, { naam: 'Gedeelde Sleutel' });
    const second = await startSecond({ DATA_KEY: firstKey });
    try {
      const profile = await supertest(second.app.callback()).get('/api/hr/profile').set(user.auth).expect(200);
      expect(profile.body.naam).toBe('Gedeelde Sleutel');
      await supertest(second.app.callback())
        .post('/api/companies')
        .set(user.auth)
        .send({ naam: 'Bakkerij De Tweede', branche: 'Bouw' })
        .expect(201);
    } finally {
      await second.stop();
    }
  });
});
