import { describe, expect, it } from 'vitest';
import { workspaceMessages as m } from '../../../../contracts/workspace';
import { bearer, invitationLink, invite } from '../../../../tests/support/invitations';
import { registerUser } from '../../../../tests/support/test-app';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { dumpDatabase } from '../../../../tests/support/database-dump';

const app = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('an invitation into a workspace', () => {
  it('makes a new account through the link in the mail, verified, working in the workspace with its role; the link then is spent', async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Eva Eigenaar' });
    const team = await invite(app, owner, 'Nieuw.Lid@Example.nl', 'auditor');
    expect(team.uitnodigingen).toEqual([expect.objectContaining({ email: 'nieuw.lid@example.nl', rol: 'auditor', verlopen: false })]);

    const { secret, mail } = await invitationLink(app, 'nieuw.lid@example.nl');
    // Sent on the owner's behalf: it names the workspace, the inviter and the role; replies go to the owner.
    expect(mail.subject).toBe('Uitnodiging voor Team Eva Eigenaar in POP Planner');
    expect(mail.text).toContain('Eva Eigenaar nodigt je uit om als Auditor mee te werken');
    expect(mail.text).toContain(`http://localhost:5999/uitnodiging/${secret}`);
    expect(mail.from).toContain('Eva Eigenaar via POP Planner');
    expect(mail.replyTo).toContain(owner.email);
    // The working link is only in the sent mail: no event (read back decrypted), outbox row or read model holds it.
    expect((await dumpDatabase(app.db.pool, app.db.url)).text).not.toContain(secret);
    const { rows } = await app.db.pool.query<{ stream_id: string }>(
      `SELECT DISTINCT stream_id FROM es_events WHERE stream_id LIKE 'mail_request-%'`,
    );
    const requests = await Promise.all(rows.map((r) => app.runtime.deps.store.readStream(r.stream_id)));
    expect(requests.flat().some((e) => String(e.data.message).includes('uitnodiging'))).toBe(true);
    expect(JSON.stringify(requests)).not.toContain(secret);

    const preview = await app.api.get(`/api/invitations/${secret}`).expect(200);
    expect(preview.body).toMatchObject({
      werkruimte: 'Team Eva Eigenaar',
      rol: 'auditor',
      email: 'nieuw.lid@example.nl',
      account_bestaat: false,
    });

    const registered = await app.api
      .post(`/api/invitations/${secret}/register`)
      .send({ naam: 'Nina Nieuw', password: 'geheim123' })
      .expect(201);
    expect(registered.body.user).toMatchObject({ naam: 'Nina Nieuw', verified: true, werkruimte: { id: owner.id, rol: 'auditor' } });
    expect((await app.api.get('/api/companies').set(bearer(registered.body.token)).expect(200)).body).toEqual([]);
    // The link proved the address: a welcome, but no mail asking to verify it (nor one confirming it).
    await app.inbox.waitFor((mail) => mail.to.includes('nieuw.lid@example.nl') && /welkom/i.test(mail.subject));
    const toInvitee = app.inbox.mails.filter((mail) => mail.to.includes('nieuw.lid@example.nl')).map((mail) => mail.subject);
    expect(toInvitee.filter((subject) => /verifi|bevestig/i.test(subject))).toEqual([]);

    const after = (await app.api.get('/api/team').set(owner.auth).expect(200)).body;
    expect(after.leden.map((l: { naam: string; rol: string }) => [l.naam, l.rol])).toEqual([
      ['Eva Eigenaar', 'owner'],
      ['Nina Nieuw', 'auditor'],
    ]);
    expect(after.uitnodigingen).toEqual([]);

    // Single use: the same link again is refused, to a visitor and for another registration.
    expect((await app.api.get(`/api/invitations/${secret}`).expect(404)).body.message).toBe(m.invitationInvalid);
    await app.api.post(`/api/invitations/${secret}/register`).send({ naam: 'Nog Een', password: 'geheim123' }).expect(404);
  });

  it('adds the workspace to an existing account of the invited address, never to an account of another address', async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Olga Owner' });
    const invitee = await registerUser(app, { naam: 'Bert Bestaand' });
    const stranger = await registerUser(app, { naam: 'Sam Anders' });
    await invite(app, owner, invitee.email.toUpperCase(), 'hr_manager');
    const { secret } = await invitationLink(app, invitee.email);

    expect((await app.api.get(`/api/invitations/${secret}`).expect(200)).body.account_bestaat).toBe(true);
    const taken = await app.api.post(`/api/invitations/${secret}/register`).send({ naam: 'Bert', password: 'geheim123' }).expect(409);
    expect(taken.body.message).toBe(m.invitationHasAccount);
    const other = await app.api.post(`/api/invitations/${secret}/accept`).set(stranger.auth).expect(403);
    expect(other.body.message).toBe(m.invitationOtherAddress);

    const accepted = await app.api.post(`/api/invitations/${secret}/accept`).set(invitee.auth).expect(200);
    expect(accepted.body.user.werkruimte).toEqual({ id: owner.id, naam: 'Team Olga Owner', rol: 'hr_manager' });
    expect(accepted.body.user.werkruimtes.map((w: { id: number }) => w.id)).toEqual([invitee.id, owner.id]);
    const memberAuth = bearer(accepted.body.token);
    const workspaces = await app.api.get('/api/hr/workspaces').set(memberAuth).expect(200);
    expect(workspaces.body).toEqual([
      { id: invitee.id, naam: 'Team Bert Bestaand', rol: 'owner' },
      { id: owner.id, naam: 'Team Olga Owner', rol: 'hr_manager' },
    ]);

    // The switcher: back into the own workspace, never into one the account is not a member of.
    const own = await app.api.post('/api/hr/workspaces/switch').set(memberAuth).send({ werkruimte_id: invitee.id }).expect(200);
    expect(own.body.user.werkruimte.id).toBe(invitee.id);
    const refused = await app.api.post('/api/hr/workspaces/switch').set(memberAuth).send({ werkruimte_id: stranger.id }).expect(404);
    expect(refused.body.message).toBe(m.notFound);
    await app.api.post(`/api/invitations/${secret}/accept`).set(invitee.auth).expect(404);
  });

  it('stops working after seven days, when withdrawn, and when a resend replaced its link', async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Tim Tijd' });
    await invite(app, owner, 'laat@example.nl', 'analyst');
    const late = await invitationLink(app, 'laat@example.nl');
    const clock = app.runtime.deps.clock;
    app.runtime.deps.clock = () => new Date(Date.now() + 7 * DAY_MS + 60_000);
    try {
      expect((await app.api.get(`/api/invitations/${late.secret}`).expect(409)).body.message).toBe(m.invitationExpired);
      const register = await app.api.post(`/api/invitations/${late.secret}/register`).send({ naam: 'Laat', password: 'geheim123' });
      expect(register.status).toBe(409);
      expect((await app.api.get('/api/team').set(owner.auth).expect(200)).body.uitnodigingen[0].verlopen).toBe(true);
    } finally {
      app.runtime.deps.clock = clock;
    }

    const withdrawnTeam = await invite(app, owner, 'weg@example.nl', 'auditor');
    const withdrawn = await invitationLink(app, 'weg@example.nl');
    const invitationId = withdrawnTeam.uitnodigingen.find((u) => u.email === 'weg@example.nl')!.id;
    await app.api.delete(`/api/team/invitations/${invitationId}`).set(owner.auth).expect(200);
    expect((await app.api.get(`/api/invitations/${withdrawn.secret}`).expect(404)).body.message).toBe(m.invitationInvalid);

    const resentTeam = await invite(app, owner, 'opnieuw@example.nl', 'auditor');
    const first = await invitationLink(app, 'opnieuw@example.nl');
    const resentId = resentTeam.uitnodigingen.find((u) => u.email === 'opnieuw@example.nl')!.id;
    await app.api.post(`/api/team/invitations/${resentId}/resend`).set(owner.auth).expect(200);
    const second = await invitationLink(app, 'opnieuw@example.nl', first.mail.id);
    expect(second.secret).not.toBe(first.secret);
    await app.api.get(`/api/invitations/${first.secret}`).expect(404);
    await app.api.post(`/api/invitations/${first.secret}/register`).send({ naam: 'Oud', password: 'geheim123' }).expect(404);
    await app.api.post(`/api/invitations/${second.secret}/register`).send({ naam: 'Nieuw', password: 'geheim123' }).expect(201);
  });
});
