import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';
import { addGoal, companyWithEmployee, scheduleConversation } from '../../tests/support/api-seed';
import { conversationCategory } from '../../events/conversation';

const app = useTestApp();
let auth: Record<string, string>;
let popId: number;
let goalId: number;
let companyId: number;
let employeeId: number;
beforeAll(async () => {
  const user = await registerUser(app, { verified: true });
  auth = user.auth;
  [companyId, employeeId] = await companyWithEmployee(app, user, { naam: 'Acme', branche: 'ICT' }, { naam: 'Jan' });
  popId = await scheduleConversation(app, user, { bedrijf_id: companyId, medewerker_id: employeeId, datum_tijd: '2027-01-01T10:00' });
  goalId = (await addGoal(app, user, popId, { omschrijving: 'Doel' })).id;
});

// The conversation's own stream: the reactors append to theirs whenever they like (the registration's mails, say).
const stored = async () =>
  (
    await app.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events WHERE stream_id = $1', [
      conversationCategory.streamOf(popId),
    ])
  ).rows[0]!.n;

describe('the edge accepts exactly what the read models can store', () => {
  it('refuses a deadline that does not exist (30 February) with 400, and stores nothing', async () => {
    const before = await stored();
    const res = await app.api.put(`/api/pop/${popId}/goals/${goalId}`).set(auth).send({ deadline: '2025-02-30' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ongeldige deadline');
    expect(await stored()).toBe(before);
    await app.api.put(`/api/pop/${popId}/goals/${goalId}`).set(auth).send({ deadline: '2028-02-29' }).expect(200);
  });

  it('refuses conversation times in year 0, years 0-99 and past 2199', async () => {
    for (const datum_tijd of ['0000-01-01T10:00Z', '0050-01-01T10:00', '2025-02-30T10:00', '+020000-01-01T00:00:00Z']) {
      const res = await app.api.post('/api/pop').set(auth).send({ bedrijf_id: companyId, medewerker_id: employeeId, datum_tijd });
      expect(res.status, datum_tijd).toBe(400);
      expect(res.body.message).toBe('Ongeldige datum of tijd');
    }
    const moved = await app.api.put(`/api/pop/${popId}`).set(auth).send({ datum_tijd: '0001-01-01T10:00Z' });
    expect(moved.status).toBe(400);
  });

  it('refuses NUL and other control characters in text fields, and broken surrogates', async () => {
    const cases: [string, object][] = [
      ['/api/companies', { naam: 'Acme\u0000', branche: 'ICT' }],
      ['/api/goals', { omschrijving: 'Leren\u0007' }],
      [`/api/pop/${popId}/ambitions`, { omschrijving: 'Groeien', notitie: 'x\u0000y' }],
      ['/api/templates', { bedrijf_id: companyId, omschrijving: 'T', goals: [{ omschrijving: 'a\u001b[31m' }] }],
      ['/api/hr/register', { naam: 'Bad\ud800', email: 'bad@example.nl', password: 'geheim123' }],
    ];
    for (const [url, body] of cases) {
      const res = await app.api.post(url).set(auth).send(body);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe('De tekst bevat ongeldige tekens');
    }
    // Newlines and tabs are text people type.
    await app.api.put(`/api/pop/${popId}`).set(auth).send({ verslag: 'Regel 1\nRegel 2\tmet tab' }).expect(200);
  });

  it('keeps every read model moving after all of the above: a new conversation shows at once', async () => {
    const res = await app.api
      .post('/api/pop')
      .set(auth)
      .send({ bedrijf_id: companyId, medewerker_id: employeeId, datum_tijd: '2027-02-01T10:00' })
      .expect(201);
    await app.api.get(`/api/pop/${res.body.data.id}`).set(auth).expect(200);
  });
});
