import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { CLAIM_ORPHANED_AFTER_MS } from '../claim-age';
import { claimEmail, EMAIL_TAKEN } from './email-claim';

const app = useTestApp();

/** The name a claim stream had before it was keyed: a plain hash anyone can compute from a list of addresses. */
const plainName = (email: string) => `hr_email-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32)}`;

/** The claim of the account registered last (the tests register one at a time). */
async function claimStreamOf(): Promise<string> {
  const { rows } = await app.db.pool.query<{ stream_id: string }>(
    `SELECT stream_id FROM es_events WHERE event_type = 'EmailClaimed' ORDER BY global_position DESC LIMIT 1`,
  );
  return rows[0]!.stream_id;
}

describe('e-mail claim streams', () => {
  it('are named by a keyed hash: the plain hash of the address names no stream', async () => {
    const user = await registerUser(app, { email: 'sleutel.naam@example.nl' });
    const stream = await claimStreamOf();
    expect(stream).toMatch(/^hr_email-[0-9a-f]{32}$/);
    expect(stream).not.toBe(plainName(user.email));
    const { rowCount } = await app.db.pool.query('SELECT 1 FROM es_events WHERE stream_id = $1', [plainName(user.email)]);
    expect(rowCount).toBe(0);
  });

  it('keep an address claimed under the old name taken, and its account can still log in', async () => {
    const user = await registerUser(app, { email: 'Oud.Geclaimd@example.nl' });
    // As written before the upgrade: the same claim, on the stream named by the plain hash.
    await app.db.pool.query('UPDATE es_events SET stream_id = $2 WHERE stream_id = $1', [await claimStreamOf(), plainName(user.email)]);

    const again = await app.api
      .post('/api/hr/register')
      .send({ naam: 'Indringer', email: 'oud.geclaimd@example.nl ', password: 'geheim123' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: EMAIL_TAKEN });
    const login = await app.api.post('/api/hr/login').send({ email: user.email, password: user.password }).expect(200);
    expect(login.body.user.id).toBe(user.id);
  });

  it('refuse a second claim while the first may still register (a double click), and let it be taken over once orphaned', async () => {
    const store = app.runtime.deps.store;
    const email = 'half.geregistreerd@example.nl';
    const claimedAt = new Date('2026-11-28T10:00:00.000Z');
    await claimEmail(store, email, 900_101, claimedAt.toISOString()); // its account never registers
    const later = (ms: number) => new Date(claimedAt.getTime() + ms).toISOString();
    await expect(claimEmail(store, email, 900_102, later(CLAIM_ORPHANED_AFTER_MS - 1_000))).rejects.toThrow(EMAIL_TAKEN);
    await claimEmail(store, email, 900_103, later(CLAIM_ORPHANED_AFTER_MS));
    const claims = await store.readStream(await claimStreamOf());
    expect(claims.map((e) => e.data.userId)).toEqual([900_101, 900_103]);
  });
});
