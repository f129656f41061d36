import { describe, expect, it } from 'vitest';
import { companyWithEmployee } from '../../tests/support/api-seed';
import { addMember } from '../../tests/support/team';
import { registerUser } from '../../tests/support/test-app';
import { useTestApp } from '../../tests/support/use-test-app';

const app = useTestApp();

describe('a member of a workspace', () => {
  it("works on the workspace's data with their role, and only within it", async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Eigenaar Vos' });
    const [companyId] = await companyWithEmployee(app, owner, { naam: 'Bouwbedrijf Vos', branche: 'Bouw' }, { naam: 'Lotte Visser' });
    const hr = await addMember(app, owner, 'hr_manager');
    const auditor = await addMember(app, owner, 'auditor');
    const analyst = await addMember(app, owner, 'analyst');

    // The HR manager sees and changes the owner's company: it belongs to the workspace.
    const list = await app.api.get('/api/companies').set(hr.auth).expect(200);
    expect(list.body.map((c: { naam: string }) => c.naam)).toEqual(['Bouwbedrijf Vos']);
    await app.api.put(`/api/companies/${companyId}`).set(hr.auth).send({ naam: 'Bouwbedrijf Vos BV', branche: 'Bouw' }).expect(200);

    // The auditor reads, never writes; the analyst does not even read the employees (e-mail addresses).
    expect((await app.api.get(`/api/companies/${companyId}`).set(auditor.auth).expect(200)).body.naam).toBe('Bouwbedrijf Vos BV');
    const refused = await app.api.put(`/api/companies/${companyId}`).set(auditor.auth).send({ naam: 'X', branche: 'Bouw' }).expect(403);
    expect(refused.body.message).toBe('Je rol in deze werkruimte geeft geen toegang tot deze functie.');
    await app.api.get('/api/employees').set(analyst.auth).expect(403);

    // In their own workspace each member starts empty: the token names the workspace in use.
    const own = await app.runtime.deps.auth.session(hr.id, hr.id);
    expect(
      (
        await app.api
          .get('/api/companies')
          .set({ Authorization: `Bearer ${own.token}` })
          .expect(200)
      ).body,
    ).toEqual([]);
    expect(own.user.werkruimtes.map((w) => w.rol).sort()).toEqual(['hr_manager', 'owner']);
  });
});
