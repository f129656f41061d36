import { describe, expect, it } from 'vitest';
import { workspaceMessages as m } from '../../../../contracts/workspace';
import { bearer, invitationLink, invite } from '../../../../tests/support/invitations';
import { createCompany } from '../../../../tests/support/api-seed';
import { addMember } from '../../../../tests/support/team';
import { registerUser } from '../../../../tests/support/test-app';
import { useTestApp } from '../../../../tests/support/use-test-app';

const app = useTestApp();

describe('the members of a workspace', () => {
  it('keep one owner: the last cannot leave or take another role; a handover makes the caller HR-manager', async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Otto Eigen' });
    const hr = await addMember(app, owner, 'hr_manager', { naam: 'Hanna HR' });

    expect((await app.api.post('/api/team/leave').set(owner.auth).expect(409)).body.message).toBe(m.lastOwner);
    const demoted = await app.api.put(`/api/team/members/${owner.id}`).set(owner.auth).send({ rol: 'hr_manager' }).expect(409);
    expect(demoted.body.message).toBe(m.lastOwner);
    await app.api.delete(`/api/team/members/${owner.id}`).set(owner.auth).expect(409);

    const renamed = await app.api.put('/api/team/name').set(owner.auth).send({ naam: 'Bureau Eigen' }).expect(200);
    expect(renamed.body.werkruimte).toEqual({ id: owner.id, naam: 'Bureau Eigen' });

    const handedOver = await app.api.post('/api/team/ownership').set(owner.auth).send({ gebruiker_id: hr.id }).expect(200);
    expect(handedOver.body.user.werkruimte).toEqual({ id: owner.id, naam: 'Bureau Eigen', rol: 'hr_manager' });
    const team = (await app.api.get('/api/team').set(bearer(handedOver.body.token)).expect(200)).body;
    expect(team.leden.map((l: { naam: string; rol: string }) => [l.naam, l.rol])).toEqual([
      ['Otto Eigen', 'hr_manager'],
      ['Hanna HR', 'owner'],
    ]);
    // The former owner's next request already has the new role: no more inviting.
    const refused = await app.api.post('/api/team/invitations').set(owner.auth).send({ email: 'x@example.nl', rol: 'auditor' }).expect(403);
    expect(refused.body.message).toBe(m.roleForbidden);
    // Now another owner exists, so the former one may leave.
    expect((await app.api.post('/api/team/leave').set(owner.auth).expect(200)).body.message).toBe('Je hebt de werkruimte verlaten.');
    expect((await app.api.get('/api/team').set(hr.auth).expect(200)).body.leden.map((l: { id: number }) => l.id)).toEqual([hr.id]);
  });

  it('lose access or rights at their very next request after a removal or a role change', async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Rita Rechten' });
    const auditor = await addMember(app, owner, 'auditor');
    const hr = await addMember(app, owner, 'hr_manager');
    await app.api.get('/api/companies').set(auditor.auth).expect(200);
    await app.api.get('/api/employees').set(hr.auth).expect(200);
    // Their last change in the workspace is on the Team tab: the HR manager's new company; the auditor's joining.
    await createCompany(app, hr, { naam: 'Werkplaats Recht', branche: 'Bouw' });
    const active = (await app.api.get('/api/team').set(owner.auth).expect(200)).body.leden;
    const memberOf = (id: number) => active.find((l: { id: number }) => l.id === id);
    expect(Date.parse(memberOf(hr.id).laatste_activiteit)).toBeGreaterThan(Date.parse(memberOf(hr.id).lid_sinds));
    expect(Date.parse(memberOf(auditor.id).laatste_activiteit)).toBeLessThan(Date.parse(memberOf(hr.id).lid_sinds));

    await app.api.delete(`/api/team/members/${auditor.id}`).set(owner.auth).expect(200);
    expect((await app.api.get('/api/companies').set(auditor.auth).expect(403)).body.message).toBe(m.notAMember);

    await app.api.put(`/api/team/members/${hr.id}`).set(owner.auth).send({ rol: 'analyst' }).expect(200);
    expect((await app.api.get('/api/employees').set(hr.auth).expect(403)).body.message).toBe(m.roleForbidden);
    // The owner alone names roles and invites; the Team tab is for owner and HR-managers.
    const hr2 = await addMember(app, owner, 'hr_manager');
    await app.api.get('/api/team').set(hr2.auth).expect(200);
    const invite403 = await app.api.post('/api/team/invitations').set(hr2.auth).send({ email: 'y@example.nl', rol: 'auditor' }).expect(403);
    expect(invite403.body.message).toBe(m.roleForbidden);
    await app.api.put(`/api/team/members/${hr.id}`).set(hr2.auth).send({ rol: 'auditor' }).expect(403);
    await app.api.get('/api/team').set(hr.auth).expect(403);
  });

  it('are sealed per workspace: an owner neither sees nor changes the members or invitations of another', async () => {
    const a = await registerUser(app, { verified: true, naam: 'Anna A' });
    const b = await registerUser(app, { verified: true, naam: 'Bob B' });
    const bMember = await addMember(app, b, 'auditor');
    const bTeam = await invite(app, b, 'kandidaat-b@example.nl', 'analyst');
    const bInvitation = bTeam.uitnodigingen[0]!.id;
    const { secret } = await invitationLink(app, 'kandidaat-b@example.nl');

    const aTeam = (await app.api.get('/api/team').set(a.auth).expect(200)).body;
    expect(aTeam.leden.map((l: { id: number }) => l.id)).toEqual([a.id]);
    expect(aTeam.uitnodigingen).toEqual([]);

    const notFound = async (res: PromiseLike<{ status: number; body: { message: string } }>, message: string) => {
      const answer = await res;
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(message);
    };
    await notFound(app.api.post(`/api/team/invitations/${bInvitation}/resend`).set(a.auth), m.invitationNotFound);
    await notFound(app.api.delete(`/api/team/invitations/${bInvitation}`).set(a.auth), m.invitationNotFound);
    await notFound(app.api.put(`/api/team/members/${bMember.id}`).set(a.auth).send({ rol: 'hr_manager' }), m.memberNotFound);
    await notFound(app.api.delete(`/api/team/members/${bMember.id}`).set(a.auth), m.memberNotFound);
    await notFound(app.api.post('/api/team/ownership').set(a.auth).send({ gebruiker_id: bMember.id }), m.memberNotFound);
    await notFound(app.api.post('/api/hr/workspaces/switch').set(a.auth).send({ werkruimte_id: b.id }), m.notFound);

    // B's invitation and member are untouched.
    const after = (await app.api.get('/api/team').set(b.auth).expect(200)).body;
    expect(after.uitnodigingen.map((u: { id: string }) => u.id)).toEqual([bInvitation]);
    expect(after.leden.find((l: { id: number }) => l.id === bMember.id).rol).toBe('auditor');
    await app.api.get(`/api/invitations/${secret}`).expect(200);
  });
});
