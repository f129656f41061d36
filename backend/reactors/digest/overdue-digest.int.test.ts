import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/use-test-app';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { addGoal, companyWithEmployee, scheduleConversation } from '../../../tests/support/api-seed';
import { addMember } from '../../../tests/support/team';
import { startDigestScheduler } from './digest-scheduler';
import { rebuildReadModels } from '../../projections/rebuild';
import { allProjections } from '../../projections/registry';

type Auth = { auth: Record<string, string> };

/** A conversation of a new employee with goals at the given deadlines and progress: its id and the goals' ids. */
async function withGoals(app: ReturnType<typeof useTestApp>, user: Auth, name: string, goals: [string, string, number][]) {
  const [companyId, employeeId] = await companyWithEmployee(
    app,
    user,
    { naam: `Bedrijf van ${name}`, branche: 'Zorg en welzijn' },
    { naam: name },
  );
  const popId = await scheduleConversation(app, user, { bedrijf_id: companyId, medewerker_id: employeeId, datum_tijd: '2026-11-02T10:00' });
  const ids: number[] = [];
  for (const [omschrijving, deadline, voortgang] of goals) {
    const goal = await addGoal(app, user, popId, { omschrijving });
    await app.api.put(`/api/pop/${popId}/goals/${goal.id}`).set(user.auth).send({ deadline, voortgang }).expect(200);
    ids.push(goal.id);
  }
  return { popId, ids };
}

describe('overdue goals: the dashboard card and the Monday digest (issue 25)', () => {
  const app = useTestApp();
  const at = (iso: string) => (app.runtime.deps.clock = () => new Date(iso));
  const mailsTo = (user: TestUser, subject = 'verlopen doelen') =>
    app.inbox.mails.filter((m) => m.to.includes(user.email) && m.subject.includes(subject));
  const settle = () => new Promise((r) => setTimeout(r, 1500));
  // Counted in the store, not from runDue's answer: the app's own scheduler may wake and take a row first.
  const digests = async (week: string) =>
    (
      await app.runtime.deps.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM es_events WHERE event_type = 'OverdueDigestSent' AND stream_id LIKE $1`,
        [`overdue_digest-%.${week}`],
      )
    ).rows[0]!.n;

  it('lists a workspace its own overdue goals, mails them on Monday 08:00 in winter and summer time once, and not to who opted out', async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Olga Eigenaar', plan: 'pro' });
    const hr = await addMember(app, owner, 'hr_manager', { naam: 'Hanna HR' });
    const analyst = await addMember(app, owner, 'analyst');
    const other = await registerUser(app, { verified: true, naam: 'Andere Werkruimte' });
    const idle = await registerUser(app, { verified: true, naam: 'Niets Verlopen' });

    const sanne = await withGoals(app, owner, 'Sanne de Vries', [
      ['Leidinggeven aan het team', '2026-12-01', 3],
      ['Cursus afgerond', '2026-12-01', 10],
      ['Presenteren voor de directie', '2027-06-30', 0],
    ]);
    const archived = await withGoals(app, owner, 'Archief Persoon', [['Oud doel', '2026-12-01', 2]]);
    await app.api.post(`/api/pop/${archived.popId}/archive`).set(owner.auth).expect(200);
    await withGoals(app, other, 'Vreemde Medewerker', [['Geheim doel van een ander', '2026-12-01', 1]]);

    at('2027-01-04T06:59:00Z'); // Monday 07:59 in Amsterdam (winter time)
    const card = (await app.api.get('/api/dashboard/overdue-goals').set(owner.auth).expect(200)).body;
    expect(card.medewerkers).toEqual([
      {
        medewerker_id: expect.any(Number),
        medewerker_naam: 'Sanne de Vries',
        bedrijf_naam: 'Bedrijf van Sanne de Vries',
        doelen: [
          { id: sanne.ids[0], gesprek_id: sanne.popId, omschrijving: 'Leidinggeven aan het team', deadline: '2026-12-01', voortgang: 3 },
        ],
      },
    ]);
    const theirs = (await app.api.get('/api/dashboard/overdue-goals').set(other.auth).expect(200)).body;
    expect(JSON.stringify(theirs)).not.toContain('Sanne');
    expect(theirs.medewerkers[0].doelen[0].omschrijving).toBe('Geheim doel van een ander');
    await app.api.get('/api/dashboard/overdue-goals').set(analyst.auth).expect(403);

    await app.runtime.overdueDigest.runDue();
    expect(await digests('2027-W01')).toBe(0);
    at('2027-01-04T07:00:00Z'); // 08:00
    const second = startDigestScheduler({
      pool: app.runtime.deps.pool,
      store: app.runtime.deps.store,
      clock: () => app.runtime.deps.clock(),
      log: () => {},
    });
    await Promise.all([app.runtime.overdueDigest.runDue(), second.runDue()]);
    await second.stop();
    expect(await digests('2027-W01')).toBe(3); // owner and HR-manager of one workspace, the owner of the other; none for the idle one
    const winter = await app.inbox.waitFor((m) => m.to.includes(owner.email) && m.subject.includes('verlopen doelen'));
    await app.inbox.waitFor((m) => m.to.includes(hr.email) && m.subject.includes('verlopen doelen'));
    expect(winter.text).toContain('Sanne de Vries · Bedrijf van Sanne de Vries');
    expect(winter.text).toContain(
      `Leidinggeven aan het team (deadline 01-12-2026, voortgang 3/10): ${app.runtime.deps.config.appUrl}/pop-conversations/${sanne.popId}`,
    );
    expect(winter.text).not.toContain('Cursus afgerond');
    expect(winter.text).not.toContain('Presenteren');
    expect(winter.text).not.toContain('Oud doel');
    expect(winter.html).toContain(`href="${app.runtime.deps.config.appUrl}/pop-conversations/${sanne.popId}"`);
    expect((await app.inbox.waitFor((m) => m.to.includes(other.email) && m.subject.includes('verlopen doelen'))).text).not.toContain(
      'Sanne',
    );

    at('2027-01-04T10:00:00Z');
    await app.runtime.overdueDigest.runDue();
    expect(await digests('2027-W01')).toBe(3);
    await settle();
    expect(mailsTo(owner)).toHaveLength(1);
    expect(mailsTo(idle)).toHaveLength(0);

    // The ledger lives beside the reactors, not in the rebuilt read schema.
    await rebuildReadModels(app.db.pool, app.runtime.deps.store, allProjections(), { onParked: () => undefined });
    await app.runtime.overdueDigest.runDue();
    expect(await digests('2027-W01')).toBe(3);

    at('2027-07-05T05:59:00Z'); // Monday 07:59 in summer time
    await app.runtime.overdueDigest.runDue();
    expect(await digests('2027-W27')).toBe(0);
    at('2027-07-05T06:00:00Z');
    await app.runtime.overdueDigest.runDue();
    expect(await digests('2027-W27')).toBe(3);
    const summer = await app.inbox.waitFor((m) => m.to.includes(owner.email) && m.text.includes('Presenteren voor de directie'));

    // One click (RFC 8058) on the header's address switches the digest off for that address only.
    expect(summer.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(summer.headers['list-unsubscribe']!)![1]!;
    expect(summer.text).toContain(url);
    const path = url.slice(app.runtime.deps.config.appUrl.length);
    expect((await app.api.get(path).expect(200)).text).toContain('<form method="post"');
    await app.api.post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await app.api.get('/api/notifications/preferences').set(owner.auth).expect(200)).body).toEqual({
      herinneringen: true,
      overzicht_verlopen_doelen: false,
    });
    await app.api.post('/api/notifications/unsubscribe?token=overdue-digest.vervalst').expect(400);

    at('2027-07-12T06:00:00Z');
    await app.runtime.overdueDigest.runDue();
    expect(await digests('2027-W28')).toBe(3);
    await app.inbox.waitFor(
      (m) => m.to.includes(hr.email) && m.subject.includes('verlopen doelen') && m.receivedAt > summer.receivedAt && m !== summer,
    );
    await settle();
    expect(mailsTo(owner)).toHaveLength(2);
    expect(mailsTo(hr)).toHaveLength(3);
    const { rows } = await app.runtime.deps.pool.query(`SELECT count(*)::int AS n FROM es_events WHERE event_type = 'MailSkipped'`);
    expect(rows[0].n).toBe(1);
  }, 180_000);

  it("switches one's own notification mails in the profile", async () => {
    const user = await registerUser(app, { verified: true });
    const switches = (await app.api.get('/api/notifications/preferences').set(user.auth).expect(200)).body;
    expect(switches).toEqual({ herinneringen: true, overzicht_verlopen_doelen: true });
    const off = { herinneringen: false, overzicht_verlopen_doelen: true };
    expect((await app.api.put('/api/notifications/preferences').set(user.auth).send(off).expect(200)).body).toEqual(off);
    expect((await app.api.get('/api/notifications/preferences').set(user.auth).expect(200)).body).toEqual(off);
    await app.api.put('/api/notifications/preferences').set(user.auth).send({ herinneringen: 'nee' }).expect(400);

    // A mail program's one click and the person's own click at once: both answered, switched off once.
    const { secrets } = app.runtime.deps;
    const path = `/api/notifications/unsubscribe?token=${encodeURIComponent(secrets.unsubscribeToken('overdue-digest', secrets.addressKey(user.email)))}`;
    await Promise.all([app.api.post(path).expect(200), app.api.post(path).expect(200), app.api.post(path).expect(200)]);
    expect((await app.api.get('/api/notifications/preferences').set(user.auth).expect(200)).body).toEqual({
      herinneringen: false,
      overzicht_verlopen_doelen: false,
    });
  });
});
