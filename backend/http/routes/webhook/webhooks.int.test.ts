import { beforeAll, describe, expect, it } from 'vitest';
import { webhookMessages } from '../../../../contracts/webhooks';
import { registerUser, type TestUser } from '../../../../tests/support/test-app';
import { addMember } from '../../../../tests/support/team';
import { useTestApp } from '../../../../tests/support/use-test-app';

const app = useTestApp({ WEBHOOK_ALLOW_LOOPBACK: '1' });
let owner: TestUser;
let other: TestUser;
let hookId: string;

beforeAll(async () => {
  owner = await registerUser(app, { verified: true, plan: 'pro' });
  other = await registerUser(app, { verified: true, plan: 'enterprise' });
  const res = await app.api
    .post('/api/webhooks')
    .set(owner.auth)
    .send({ url: 'http://127.0.0.1:9/hook', events: ['employee.created'] })
    .expect(201);
  hookId = res.body.webhook.id;
});

const create = (user: TestUser, url: string) =>
  app.api
    .post('/api/webhooks')
    .set(user.auth)
    .send({ url, events: ['conversation.planned'] });

describe('webhook endpoints', () => {
  it('refuse private, link-local and reserved addresses with a Dutch 422', async () => {
    for (const url of [
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest',
      'https://192.168.1.10/',
      'https://[fd00::1]/',
      'https://[::ffff:10.0.0.1]/',
    ]) {
      const res = await create(owner, url).expect(422);
      expect(res.body.message).toBe(webhookMessages.privateAddress);
    }
    expect((await create(owner, 'ftp://example.nl/').expect(422)).body.message).toBe(webhookMessages.httpsOnly);
    expect((await create(owner, 'geen adres').expect(400)).body.message).toBe(webhookMessages.url);
  });

  it('are for pro and enterprise: a free workspace is refused with 403', async () => {
    const free = await registerUser(app, { verified: true });
    const res = await create(free, 'http://127.0.0.1:9/hook').expect(403);
    expect(res.body.message).toBe(webhookMessages.planRequired);
  });

  it('are sealed per workspace: another workspace neither sees nor changes them', async () => {
    expect((await app.api.get('/api/webhooks').set(other.auth).expect(200)).body.webhooks).toEqual([]);
    await app.api.put(`/api/webhooks/${hookId}`).set(other.auth).send({ actief: false }).expect(404);
    await app.api.post(`/api/webhooks/${hookId}/secret`).set(other.auth).expect(404);
    await app.api.get(`/api/webhooks/${hookId}/deliveries`).set(other.auth).expect(404);
    await app.api.post(`/api/webhooks/${hookId}/deliveries/1/resend`).set(other.auth).expect(404);
    await app.api.delete(`/api/webhooks/${hookId}`).set(other.auth).expect(404);
    const mine = (await app.api.get('/api/webhooks').set(owner.auth).expect(200)).body.webhooks;
    expect(mine).toMatchObject([{ id: hookId, actief: true, events: ['employee.created'] }]);
  });

  it('are managed by owners and HR-managers, not by auditors or analysts', async () => {
    const manager = await addMember(app, owner, 'hr_manager');
    const auditor = await addMember(app, owner, 'auditor');
    expect((await app.api.get('/api/webhooks').set(manager.auth).expect(200)).body.webhooks).toHaveLength(1);
    await app.api.get('/api/webhooks').set(auditor.auth).expect(403);
    await app.api.put(`/api/webhooks/${hookId}`).set(auditor.auth).send({ actief: false }).expect(403);
  });

  it('switch off and on, get a new secret once, and are deleted', async () => {
    const off = await app.api.put(`/api/webhooks/${hookId}`).set(owner.auth).send({ actief: false }).expect(200);
    expect(off.body.webhook).toMatchObject({ actief: false, uitgeschakeld: 'lid' });
    const on = await app.api.put(`/api/webhooks/${hookId}`).set(owner.auth).send({ actief: true }).expect(200);
    expect(on.body.webhook).toMatchObject({ actief: true, uitgeschakeld: null });
    const first = (await app.api.post(`/api/webhooks/${hookId}/secret`).set(owner.auth).expect(200)).body.geheim;
    const second = (await app.api.post(`/api/webhooks/${hookId}/secret`).set(owner.auth).expect(200)).body.geheim;
    expect(first).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    await app.api.delete(`/api/webhooks/${hookId}`).set(owner.auth).expect(200);
    expect((await app.api.get('/api/webhooks').set(owner.auth).expect(200)).body.webhooks).toEqual([]);
    await app.api.get(`/api/webhooks/${hookId}/deliveries`).set(owner.auth).expect(404);
  });
});
