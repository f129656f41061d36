import type { RecordedEvent } from '../../eventstore/port';
import type { Projection } from '../../projections/projection';

interface OutboxEntry {
  mailId: string;
  kind: string;
  userId: number | null;
  toEmail: string | null;
  payload: Record<string, unknown>;
}

const userIdOf = (event: RecordedEvent) =>
  event.streamId.startsWith('hr_user-') ? Number(event.streamId.slice('hr_user-'.length)) : null;

/** Which events ask for a mail. The mail id is the event id, so a mail is queued once, ever. */
function toOutbox(event: RecordedEvent): OutboxEntry | null {
  const base = { mailId: event.id, userId: userIdOf(event), toEmail: null };
  switch (event.type) {
    case 'HrUserRegistered':
      return { ...base, kind: 'welcome', payload: {} };
    case 'VerificationRequested':
      return { ...base, kind: 'verification', payload: { requestId: event.data.requestId } };
    case 'EmailVerified':
      return { ...base, kind: 'verification-success', payload: {} };
    case 'PasswordResetRequested':
      return { ...base, kind: 'password-reset', payload: { requestId: event.data.requestId } };
    case 'TwoFactorCodeRequested':
      return { ...base, kind: 'two-factor-code', payload: { requestId: event.data.requestId, purpose: event.data.purpose } };
    case 'MailRequested':
      return { ...base, userId: null, toEmail: String(event.data.to), kind: String(event.data.kind ?? 'custom'), payload: event.data };
    default:
      return null;
  }
}

/** Consumes events and queues mails in the outbox, in the same transaction as its checkpoint. */
export function mailReactor(onQueued: () => void): Projection {
  return {
    name: 'mail_reactor',
    version: 1,
    setupSql: '',
    async apply(tx, events) {
      const entries = events.map(toOutbox).filter((e): e is OutboxEntry => e !== null);
      if (!entries.length) return;
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
      // After commit the sender picks them up; waking early costs at most one empty look.
      setImmediate(onQueued);
    },
  };
}
