import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookMessages } from '../../../contracts/webhooks';
import { startWebhookReceiver } from '../../../tests/support/webhook-receiver';
import { addressAllowed, refusalOf } from './address-guard';
import { postWebhook } from './webhook-post';

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

describe('where a webhook may go', () => {
  it('public addresses only; loopback only when allowed; private and link-local never', () => {
    expect(addressAllowed('93.184.215.14', false)).toBe(true);
    expect(addressAllowed('2606:4700::1111', false)).toBe(true);
    for (const ip of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      'fe80::1',
      'fd12::1',
      '::ffff:10.0.0.1',
      '::',
    ]) {
      expect([ip, addressAllowed(ip, true)]).toEqual([ip, false]);
    }
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect([ip, addressAllowed(ip, false), addressAllowed(ip, true)]).toEqual([ip, false, true]);
    }
  });

  it('refuses ::1 and a name that resolves to 127.0.0.1 when loopback is not allowed, when saved', async () => {
    expect(await refusalOf('https://[::1]/hook', false)).toBe(webhookMessages.privateAddress);
    expect(await refusalOf('https://localhost/hook', false)).toBe(webhookMessages.privateAddress);
    expect(await refusalOf('http://localhost/hook', true)).toBeNull();
    expect(await refusalOf('https://name.invalid/hook', false)).toBe(webhookMessages.unresolvable);
  });

  it('checks the address the name resolves to at connect time: nothing reaches a loopback receiver through a name', async () => {
    const url = `https://localhost:${receiver.port}/hook`;
    const refused = await postWebhook(url, '{}', {}, false);
    expect(refused).toMatchObject({ ok: false, status: null });
    expect(refused.error).toContain(webhookMessages.privateAddress);
    expect(await postWebhook(`http://[::1]:${receiver.port}/hook`, '{}', {}, false)).toMatchObject({ ok: false, status: null });
    expect(await postWebhook(`http://10.0.0.1:${receiver.port}/hook`, '{}', {}, true)).toMatchObject({ ok: false, status: null });
    expect(receiver.received).toHaveLength(0);
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    receiver.answers.push(302);
    const outcome = await postWebhook(receiver.url(), '{}', {}, true);
    expect(outcome).toMatchObject({ ok: false, status: 302 });
    expect(receiver.received).toHaveLength(1);
  });
});
