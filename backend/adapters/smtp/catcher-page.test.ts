import type { Context } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { catcherPage } from './catcher-page';
import { SmtpInbox } from './smtp-inbox';

/** The local inbox shows reset links and login codes: only a browser on this machine may open it. */
async function visit(remoteAddress: string, headers: Record<string, string> = {}) {
  const ctx = { path: '/dev/mail', req: { socket: { remoteAddress } }, headers, body: undefined as unknown, type: '' };
  const next = vi.fn(async () => undefined);
  await catcherPage(new SmtpInbox())(ctx as unknown as Context, next);
  return { served: next.mock.calls.length === 0, body: ctx.body };
}

describe('the local inbox /dev/mail', () => {
  it('is served to a client on this machine (IPv4 and IPv6 loopback)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await visit(address);
      expect(answer.served, address).toBe(true);
      expect(String(answer.body)).toContain('Lokale inbox');
    }
  });

  it('is not there for any other address, whatever X-Forwarded-For says', async () => {
    for (const address of ['10.0.0.5', '192.168.1.20', '2001:db8::1']) {
      expect((await visit(address, { 'x-forwarded-for': '127.0.0.1' })).served, address).toBe(false);
    }
  });

  it('is not there for a loopback connection that came through a proxy (forwarding headers)', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { 'x-forwarded-host': 'popplanner.example' },
    ];
    for (const headers of forwarded) expect((await visit('127.0.0.1', headers)).served, Object.keys(headers)[0]).toBe(false);
  });
});
