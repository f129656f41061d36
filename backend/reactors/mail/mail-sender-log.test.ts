import { describe, expect, it } from 'vitest';
import type { Transporter } from 'nodemailer';
import type { EventStore } from '../../eventstore/port';
import type { Pool } from '../../platform/db';
import type { Secrets } from '../../platform/secrets';
import { MailSender } from './mail-sender';

/** One queued custom mail to an outside address, and an SMTP server that quotes it in its refusal. */
function senderWithRefusal() {
  const lines: string[] = [];
  const statements: { sql: string; params: unknown[] }[] = [];
  const row = {
    mail_id: '00000000-0000-4000-8000-000000000001',
    kind: 'custom',
    user_id: null,
    to_email: 'oud.adres@voorbeeld.nl',
    payload: { subject: 'Afspraak', message: 'Tot dan', ownerId: 7 },
    attempts: 0,
  };
  const pool = {
    query: async (sql: string, params: unknown[] = []) => {
      statements.push({ sql, params });
      return { rows: sql.includes('RETURNING mail_id') ? [row] : [], rowCount: 0 };
    },
  } as unknown as Pool;
  const transport = {
    sendMail: async () => {
      throw new Error('550 5.1.1 <oud.adres@voorbeeld.nl>: Recipient address rejected');
    },
  } as unknown as Transporter;
  const sender = new MailSender({
    pool,
    store: { appendToStream: async () => ({ checkpoint: '0', nextExpectedVersion: 0 }) } as unknown as EventStore,
    transport,
    from: 'POP Planner <no-reply@popplanner.nl>',
    contactEmail: 'contact@popplanner.nl',
    appUrl: 'http://localhost',
    secrets: {} as Secrets,
    recipientFor: async () => null,
    log: (line) => lines.push(line),
  });
  return { sender, lines, statements };
}

describe('a mail that fails', () => {
  it('logs and keeps its error without the recipient address (logs and the outbox outlive an erasure)', async () => {
    const { sender, lines, statements } = senderWithRefusal();
    await sender.sendDue();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/custom.*00000000-0000-4000-8000-000000000001.*attempt 1.*550 5\.1\.1 <\[e-mailadres\]>/);
    const kept = statements.find((s) => s.sql.includes('last_error = $4'))!;
    expect(kept.params[3]).toBe('550 5.1.1 <[e-mailadres]>: Recipient address rejected');
    expect(JSON.stringify([lines, kept.params])).not.toMatch(/oud\.adres|voorbeeld/);
  });
});
