import type { Middleware } from 'koa';
import nodemailer from 'nodemailer';
import type { EventStore } from '../../eventstore/port';
import { ProjectionRunner } from '../../projections/runner';
import type { Config } from '../../platform/config';
import { withTransaction, type Pool } from '../../platform/db';
import type { Secrets } from '../../platform/secrets';
import { catcherPage } from '../../adapters/smtp/catcher-page';
import { MailSender, type MailRecipient } from './mail-sender';
import { mailReactor } from './mail-reactor';
import { REACTOR_SCHEMA, reactorSchemaSql } from './outbox-schema';
import { SmtpInbox } from '../../adapters/smtp/smtp-inbox';

export interface MailService {
  /** The local inbox page, when mail is caught locally. */
  middleware: Middleware | undefined;
  inbox: SmtpInbox | undefined;
  sender: MailSender;
  stop(): Promise<void>;
}

/**
 * The mail reactor (events -> outbox) and the sender (outbox -> SMTP). Without SMTP_URL a
 * local catcher receives the mails, with an inbox at /dev/mail.
 */
export async function startMail(options: {
  config: Config;
  pool: Pool;
  store: EventStore;
  secrets: Secrets;
  recipientFor(userId: number): Promise<MailRecipient | null>;
  log: (line: string) => void;
  retryBaseMs?: number;
}): Promise<MailService> {
  const { config, pool, store, log } = options;
  let smtpUrl = config.smtpUrl;
  let inbox: SmtpInbox | undefined;
  if (!smtpUrl) {
    inbox = new SmtpInbox();
    const port = await inbox.listen(0);
    smtpUrl = `smtp://127.0.0.1:${port}`;
    log(`Geen SMTP_URL: mails komen in de lokale inbox op ${config.appUrl}/dev/mail`);
  }
  const transport = nodemailer.createTransport(smtpUrl);

  await withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7301)'); // two instances starting at once
    await tx.query(reactorSchemaSql);
    await tx.query(
      `INSERT INTO ${REACTOR_SCHEMA}.projection_checkpoints (name, version) VALUES ('mail_reactor', 1) ON CONFLICT DO NOTHING`,
    );
  });
  const sender = new MailSender({
    pool,
    store,
    transport,
    from: config.mailFrom,
    contactEmail: config.contactEmail,
    appUrl: config.appUrl,
    secrets: options.secrets,
    recipientFor: options.recipientFor,
    retryBaseMs: options.retryBaseMs,
    log,
  });
  const reactor = new ProjectionRunner(pool, store, mailReactor(sender.wake), { schema: REACTOR_SCHEMA });
  reactor.start();
  sender.start();
  return {
    middleware: inbox ? catcherPage(inbox) : undefined,
    inbox,
    sender,
    async stop() {
      await reactor.stop();
      await sender.stop();
      transport.close();
      await inbox?.close();
    },
  };
}
