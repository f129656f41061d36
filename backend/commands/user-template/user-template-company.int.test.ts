import { expect, it } from 'vitest';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';

const app = useTestApp();

it('through the company routes: the template shows the renamed company, and a deactivated company cannot take new templates', async () => {
  const user = await registerUser(app);
  const company = await app.api.post('/api/companies').set(user.auth).send({ naam: 'Bakkerij Jansen', branche: 'Horeca' }).expect(201);
  const template = await app.api
    .post('/api/templates')
    .set(user.auth)
    .send({ bedrijf_id: company.body.id, omschrijving: 'Jaargesprek', goals: [{ omschrijving: 'HACCP-cursus afronden', notitie: '' }] })
    .expect(201);
  expect(template.body.bedrijf_naam).toBe('Bakkerij Jansen');

  await app.api
    .put(`/api/companies/${company.body.id}`)
    .set(user.auth)
    .send({ naam: 'Bakkerij Jansen & Zn', branche: 'Horeca' })
    .expect(200);
  const renamed = await app.api.get('/api/templates').set(user.auth).expect(200);
  expect(renamed.body.find((t: { id: number }) => t.id === template.body.id).bedrijf_naam).toBe('Bakkerij Jansen & Zn');

  await app.api
    .put(`/api/companies/${company.body.id}`)
    .set(user.auth)
    .send({ naam: 'Bakkerij Jansen & Zn', branche: 'Horeca', actief: false })
    .expect(200);
  const refused = await app.api
    .post('/api/templates')
    .set(user.auth)
    .send({ bedrijf_id: company.body.id, omschrijving: 'Nieuw', goals: [{ omschrijving: 'Doel' }] });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe('Kies een actief bedrijf');
  // The existing template may keep its (now inactive) company.
  await app.api
    .put(`/api/templates/${template.body.id}`)
    .set(user.auth)
    .send({ bedrijf_id: company.body.id, omschrijving: 'Jaargesprek 2026', goals: template.body.goals })
    .expect(200);
});
