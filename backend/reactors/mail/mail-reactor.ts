import { categoryRouter } from '../../projections/by-category';
import { reactorProjection, type Projection } from '../../projections/projection';
import { testMailKind } from './test-mails';

interface OutboxEntry {
  mailId: string;
  kind: string;
  userId: number | null;
  toEmail: string | null;
  payload: Record<string, unknown>;
}

/** Which events ask for a mail. The mail id is the event id, so a mail is queued once, ever. */
const toOutbox = categoryRouter<OutboxEntry[]>({
  hr_user(entries, event, userId) {
    const queue = (kind: string, payload: Record<string, unknown> = {}) =>
      entries.push({ mailId: event.id, userId, toEmail: null, kind, payload });
    switch (event.type) {
      case 'HrUserRegistered':
        queue('welcome');
        break;
      case 'VerificationRequested':
        queue('verification', { requestId: event.data.requestId });
        break;
      case 'EmailVerified':
        // An invitation's link proved the address at registration: nobody asked to verify, nothing to confirm.
        if (event.data.via !== 'invitation') queue('verification-success');
        break;
      case 'PasswordResetRequested':
        queue('password-reset', { requestId: event.data.requestId });
        break;
      case 'TwoFactorCodeRequested':
        queue('two-factor-code', { requestId: event.data.requestId, purpose: event.data.purpose });
        break;
      default:
        break;
    }
  },
  contact_message(entries, event) {
    const { naam, email, bericht } = event.data;
    // To CONTACT_EMAIL (the sender knows it), from 'Naam via POP Planner', replies going to the sender.
    entries.push({
      mailId: event.id,
      userId: null,
      toEmail: null,
      kind: 'contact',
      payload: { naam, email, bericht, onBehalfOf: { name: naam, email } },
    });
  },
  test_mail(entries, event) {
    const { to, emailType, requesterName, at } = event.data;
    entries.push({ mailId: event.id, userId: null, toEmail: to, kind: testMailKind(emailType), payload: { naam: requesterName, at } });
  },
  overdue_digest(entries, event) {
    // To the HR user's account address, greeted by name; the list travels in the payload.
    const { userId, employees, week } = event.data;
    entries.push({
      mailId: event.id,
      userId,
      toEmail: null,
      kind: 'overdue-digest',
      payload: { employees, week, ownerId: event.metadata.tenant },
    });
  },
  mail_request(entries, event) {
    // ownerId: whose mail it is, so its outcome is sealed under the right data subject (avg/mail-subject.ts).
    entries.push({
      mailId: event.id,
      userId: null,
      toEmail: event.data.to,
      kind: event.data.kind ?? 'custom',
      payload: { ...event.data, ownerId: event.metadata.tenant, dataSubject: event.metadata.dataSubject },
    });
  },
});

/** Consumes events and queues mails in the outbox, in the same transaction as its checkpoint. */
export function mailReactor(onQueued: () => void): Projection {
  return reactorProjection<OutboxEntry>(
    'mail_reactor',
    toOutbox,
    async (tx, entries) => {
      await tx.query(
        `INSERT INTO mail_outbox (mail_id, kind, user_id, to_email, payload)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::jsonb[])
       ON CONFLICT (mail_id) DO NOTHING`,
        [
          entries.map((e) => e.mailId),
          entries.map((e) => e.kind),
          entries.map((e) => e.userId),
          entries.map((e) => e.toEmail),
          entries.map((e) => JSON.stringify(e.payload)),
        ],
      );
      // The sender looks once the rows are committed.
    },
    onQueued,
  );
}
