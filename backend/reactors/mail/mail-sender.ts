import type { Transporter } from 'nodemailer';
import { mailCategory, type MailEvent } from '../../../events/mail';
import { eventIdFor } from '../../commands/handle-command';
import type { EventStore } from '../../eventstore/port';
import { mailAddressOf } from '../../platform/config';
import type { Pool } from '../../platform/db';
import type { Secrets } from '../../platform/secrets';
import { mailOutcomeMetadata } from './mail-subject';
import { redactPersonal } from '../../platform/redact';
import { REACTOR_SCHEMA } from './outbox-schema';
import { onBehalfOfName } from '../../platform/mail-templates';
import { renderMail } from './mail-render';
import { brandMail } from './mail-branding';
import { switchedOff } from './notification-opt-out';

export const MAX_ATTEMPTS = 10;
const BATCH = 10;
const POLL_MS = 2000;

export interface MailRecipient {
  email: string;
  naam: string;
}

export interface MailSenderDeps {
  pool: Pool;
  store: EventStore;
  transport: Transporter;
  from: string;
  /** Where contact-form messages go (CONTACT_EMAIL). */
  contactEmail: string;
  appUrl: string;
  secrets: Secrets;
  recipientFor(userId: number): Promise<MailRecipient | null>;
  /** First retry delay; it doubles per attempt, up to 15 minutes. */
  retryBaseMs?: number;
  log?: (line: string) => void;
}

interface OutboxRow {
  mail_id: string;
  kind: string;
  user_id: number | null;
  to_email: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

interface Attachment {
  filename: string;
  content: string;
  contentType?: string;
}

const backoff = (base: number, attempts: number) => Math.min(15 * 60_000, base * 2 ** (attempts - 1));

/**
 * Sends what the mail reactor queued. Each mail is tried until it is accepted, with growing
 * pauses while SMTP is down; the outcome is recorded as a MailSent or MailFailed event.
 */
export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private busy: Promise<void> = Promise.resolve();
  private again = false;

  constructor(private readonly deps: MailSenderDeps) {}

  start(): void {
    this.running = true;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.wake();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.timer);
    await this.busy;
  }

  wake = (): void => {
    if (!this.running) return;
    this.again = true;
    this.busy = this.busy.then(async () => {
      while (this.again && this.running) {
        this.again = false;
        try {
          if ((await this.sendDue()) === BATCH) this.again = true;
        } catch (err) {
          this.deps.log?.(`[mail] outbox failed: ${(err as Error).message}`);
        }
      }
    });
  };

  /** Sends the mails that are due; returns how many it tried. */
  async sendDue(): Promise<number> {
    const { rows } = await this.deps.pool.query<OutboxRow>(
      `UPDATE ${REACTOR_SCHEMA}.mail_outbox SET status = 'sending', next_attempt_at = now() + interval '2 minutes'
        WHERE mail_id IN (
          SELECT mail_id FROM ${REACTOR_SCHEMA}.mail_outbox
           WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
           ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING mail_id, kind, user_id, to_email, payload, attempts`,
    );
    for (const row of rows) await this.sendOne(row);
    return rows.length;
  }

  private async sendOne(row: OutboxRow) {
    const attempts = row.attempts + 1;
    let to = row.to_email ?? (row.kind === 'contact' ? this.deps.contactEmail : '');
    try {
      const recipient = row.user_id !== null ? await this.deps.recipientFor(row.user_id) : null;
      if (row.user_id !== null && !recipient) throw new Error(`no account ${row.user_id} to mail`);
      to = recipient?.email ?? to;
      // A notification the address switched off is not sent, and says so; an invitation always goes.
      if (await switchedOff(this.deps.store, this.deps.secrets, row.kind, to)) {
        await this.deps.pool.query(
          `UPDATE ${REACTOR_SCHEMA}.mail_outbox SET status = 'sent', attempts = $2, last_error = 'opted out' WHERE mail_id = $1`,
          [row.mail_id, attempts],
        );
        return await this.record(row, { type: 'MailSkipped', to, attempts });
      }
      const { mail, inline } = await brandMail(this.deps.pool, row, renderMail(row, recipient?.naam ?? '', to, this.deps), new Date());
      const attachments = [...((row.payload.attachments as Attachment[] | undefined) ?? []), ...inline];
      const onBehalfOf = row.payload.onBehalfOf as { name: string; email: string } | undefined;
      // Sent for a user: their name in the sender's display name, replies to them, never from them.
      const from = onBehalfOf ? { name: onBehalfOfName(onBehalfOf.name), address: senderAddress(this.deps.from) } : this.deps.from;
      // base64, not quoted-printable: a soft line break after a space came out as 'jee-mailadres' in some readers.
      await this.deps.transport.sendMail({
        from,
        to,
        ...mail,
        attachments,
        textEncoding: 'base64',
        ...(onBehalfOf ? { replyTo: onBehalfOf.email } : {}),
      });
      await this.deps.pool.query(
        `UPDATE ${REACTOR_SCHEMA}.mail_outbox SET status = 'sent', attempts = $2, sent_at = now(), last_error = NULL WHERE mail_id = $1`,
        [row.mail_id, attempts],
      );
      await this.record(row, { type: 'MailSent', to, attempts });
    } catch (err) {
      // SMTP refusals quote the recipient; the log, the outbox row and a contact mail's MailFailed (plain) outlive an erasure.
      const message = redactPersonal((err as Error).message).slice(0, 500);
      const failed = attempts >= MAX_ATTEMPTS;
      const delay = backoff(this.deps.retryBaseMs ?? 2000, attempts);
      await this.deps.pool.query(
        `UPDATE ${REACTOR_SCHEMA}.mail_outbox SET status = $2, attempts = $3, last_error = $4,
           next_attempt_at = now() + make_interval(secs => $5) WHERE mail_id = $1`,
        [row.mail_id, failed ? 'failed' : 'pending', attempts, message, delay / 1000],
      );
      this.deps.log?.(`[mail] ${row.kind} ${row.mail_id} failed (attempt ${attempts}): ${message}`);
      if (failed) await this.record(row, { type: 'MailFailed', to, attempts, error: message });
    }
  }

  private async record(
    row: OutboxRow,
    outcome:
      | { type: 'MailSent' | 'MailSkipped'; to: string; attempts: number }
      | { type: 'MailFailed'; to: string; attempts: number; error: string },
  ) {
    const stream = mailCategory.streamOf(row.mail_id);
    const base = { mailId: row.mail_id, kind: row.kind, at: new Date().toISOString(), to: outcome.to, attempts: outcome.attempts };
    const event: MailEvent =
      outcome.type === 'MailFailed'
        ? { type: 'MailFailed', data: { ...base, error: outcome.error } }
        : outcome.type === 'MailSkipped'
          ? { type: 'MailSkipped', data: { mailId: base.mailId, kind: base.kind, at: base.at, to: base.to, reason: 'opted-out' } }
          : { type: 'MailSent', data: base };
    const metadata = mailOutcomeMetadata(row);
    await this.deps.store.appendToStream(
      stream,
      [{ id: eventIdFor(`${row.mail_id}:${event.type}`, stream, 0), ...mailCategory.versioned(event), metadata }],
      {
        expected: 'any',
      },
    );
  }
}

/** The address of MAIL_FROM ('Name <address>' or a bare address). */
export const senderAddress = mailAddressOf;
