import { describe, expect, it } from 'vitest';
import { companyWithEmployee } from '../../../tests/support/api-seed';
import { addMember } from '../../../tests/support/team';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';

const app = useTestApp();

async function eraseAnEmployee(owner: TestUser) {
  const [, employeeId] = await companyWithEmployee(
    app,
    owner,
    { naam: 'Bakkerij Jansen', branche: 'Detailhandel' },
    { naam: 'Piet Jansen' },
  );
  await app.api.delete(`/api/employees/${employeeId}/personal-data`).set(owner.auth).expect(200);
  return employeeId;
}

describe("a workspace's deletion log", () => {
  it("shows the auditor this workspace's erasures only, without personal data", async () => {
    const a = await registerUser(app, { verified: true });
    const b = await registerUser(app, { verified: true });
    const erasedInA = await eraseAnEmployee(a);
    await eraseAnEmployee(b);
    const auditor = await addMember(app, a, 'auditor');
    const analyst = await addMember(app, a, 'analyst');

    const log = await app.api.get('/api/avg/deletion-log').set(auditor.auth).expect(200);
    expect(log.body).toEqual([expect.objectContaining({ wat: 'employee', onderwerp_id: erasedInA, account_id: a.id, reden: 'request' })]);
    expect(JSON.stringify(log.body)).not.toContain('Piet');
    await app.api.get('/api/avg/deletion-log').set(analyst.auth).expect(403);
  });
});
