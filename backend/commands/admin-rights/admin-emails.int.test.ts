import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { accountStream } from '../../../events/account';
import { loadConfig } from '../../platform/config';
import { startRuntime } from '../../main/runtime';
import { ADMIN_EMAIL, registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';

/** The app restarted on the same database with another ADMIN_EMAILS: what the next `npm start` does. */
const shared = { DATA_KEY: randomBytes(32).toString('base64'), JWT_SECRET: randomBytes(48).toString('base64') };
const app = useTestApp(shared);
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

async function restartWith(adminEmails: string) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-admin-emails-'));
  dirs.push(dataDir);
  const config = loadConfig({
    ...shared,
    DATABASE_URL: app.db.url,
    DATA_DIR: dataDir,
    SMTP_URL: 'smtp://127.0.0.1:9',
    ADMIN_EMAILS: adminEmails,
  });
  const runtime = await startRuntime(config, { log: () => undefined });
  return { runtime, api: supertest(runtime.app.callback()) };
}

const adminEvents = async (userId: number) =>
  (await app.runtime.deps.store.readStream(accountStream(userId))).map((e) => e.type).filter((t) => t.startsWith('AdminRights'));

describe('ADMIN_EMAILS at every start', () => {
  it('takes IsAdmin from an address removed from the list, and gives it to one added (once verified)', async () => {
    const admin = await registerUser(app, { email: ADMIN_EMAIL, verified: true });
    const other = await registerUser(app, { email: 'nieuwe.beheerder@example.nl', verified: true });
    await app.api.get('/api/admin/deletion-log').set(admin.auth).expect(200);
    await app.api.get('/api/admin/deletion-log').set(other.auth).expect(403);

    const next = await restartWith('Nieuwe.Beheerder@example.nl');
    try {
      expect((await next.api.get('/api/hr/profile').set(admin.auth).expect(200)).body.IsAdmin).toBe(false);
      await next.api.get('/api/admin/deletion-log').set(admin.auth).expect(403);
      await next.api.get('/api/admin/deletion-log').set(other.auth).expect(200);
      expect(await adminEvents(admin.id)).toEqual(['AdminRightsRevoked']);
      expect(await adminEvents(other.id)).toEqual(['AdminRightsGranted']);
    } finally {
      await next.runtime.stop();
    }
  });

  it('appends nothing when the list did not change, and waits for verification before granting', async () => {
    const unverified = await registerUser(app, { email: 'later.beheer@example.nl' });
    const again = await restartWith('nieuwe.beheerder@example.nl,later.beheer@example.nl');
    try {
      await again.api.get('/api/admin/deletion-log').set(unverified.auth).expect(403);
      expect(await adminEvents(unverified.id)).toEqual(['AdminRightsGranted']);
    } finally {
      await again.runtime.stop();
    }
    const third = await restartWith('nieuwe.beheerder@example.nl,later.beheer@example.nl');
    await third.runtime.stop();
    expect(await adminEvents(unverified.id)).toEqual(['AdminRightsGranted']);
  });
});
