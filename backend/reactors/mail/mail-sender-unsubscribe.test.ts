import { describe, expect, it } from 'vitest';
import type { Transporter } from 'nodemailer';
import type { EventStore } from '../../eventstore/port';
import type { Pool } from '../../platform/db';
import { Secrets } from '../../platform/secrets';
import { MailSender } from './mail-sender';

/** One queued mail of `kind` to an outside address; what the transport was given and the events recorded. */
async function send(kind: string, optOuts: { type: string; data: Record<string, unknown> }[] = []) {
  const sent: Record<string, unknown>[] = [];
  const recorded: string[] = [];
  const row = {
    mail_id: '00000000-0000-4000-8000-000000000002',
    kind,
    user_id: null,
    to_email: 'medewerker@voorbeeld.nl',
    payload: { subject: 'Herinnering: POP-gesprek', message: 'Tot morgen', ownerId: 7 },
    attempts: 0,
  };
  const pool = {
    query: async (sql: string) => ({ rows: sql.includes('RETURNING mail_id') ? [row] : [], rowCount: 0 }),
  } as unknown as Pool;
  const store = {
    readStream: async () => optOuts.map((e, i) => ({ ...e, streamPosition: i })),
    appendToStream: async (_stream: string, events: { type: string }[]) => {
      recorded.push(...events.map((e) => e.type));
      return { checkpoint: '0', nextExpectedVersion: 0 };
    },
  } as unknown as EventStore;
  const sender = new MailSender({
    pool,
    store,
    transport: { sendMail: async (mail: Record<string, unknown>) => void sent.push(mail) } as unknown as Transporter,
    from: 'POP Planner <no-reply@popplanner.nl>',
    contactEmail: 'contact@popplanner.nl',
    appUrl: 'https://pop.example',
    secrets: new Secrets('test-master'),
    recipientFor: async () => null,
  });
  await sender.sendDue();
  return { sent, recorded };
}

describe('notification mails and opting out', () => {
  it('gives a reminder a one-click unsubscribe (RFC 8058) in its headers and its text', async () => {
    const { sent } = await send('reminder');
    const headers = sent[0]!.headers as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(https:\/\/pop\.example\/api\/notifications\/unsubscribe\?token=reminder\.[^>]+)>$/.exec(
      headers['List-Unsubscribe']!,
    )![1]!;
    expect(sent[0]!.text).toContain(url);
    const token = decodeURIComponent(new URL(url).searchParams.get('token')!);
    expect(new Secrets('test-master').parseUnsubscribeToken(token)).toEqual({
      kind: 'reminder',
      addressKey: new Secrets('test-master').addressKey('Medewerker@voorbeeld.nl '),
    });
    expect(new Secrets('other-master').parseUnsubscribeToken(token)).toBeNull();
  });

  it('leaves an invitation (not a notification) without one, and sends it even to an address that opted out', async () => {
    const { sent } = await send('custom', [{ type: 'MailOptedOut', data: { kind: 'reminder', via: 'link', at: '2027-01-01T00:00:00Z' } }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toBeUndefined();
  });

  it('does not send a kind the address switched off, and records that', async () => {
    const { sent, recorded } = await send('reminder', [
      { type: 'MailOptedOut', data: { kind: 'reminder', via: 'link', at: '2027-01-01T00:00:00Z' } },
    ]);
    expect(sent).toHaveLength(0);
    expect(recorded).toEqual(['MailSkipped']);
    const back = await send('reminder', [
      { type: 'MailOptedOut', data: { kind: 'reminder', via: 'link', at: '2027-01-01T00:00:00Z' } },
      { type: 'MailOptedIn', data: { kind: 'reminder', at: '2027-01-02T00:00:00Z' } },
    ]);
    expect(back.sent).toHaveLength(1);
  });
});
