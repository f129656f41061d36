import { CONTACT_RETENTION_YEARS, contactMessageCategory, contactMessageId } from '../../../events/contact-message';
import type { DataKeyStore } from '../../eventstore/personal-data/data-key-store';
import type { EventStore } from '../../eventstore/port';
import { categoryRouter } from '../../projections/by-category';
import { reactorProjection, type Projection } from '../../projections/projection';
import { scrubContactMail } from './erasure';
import type { Pool } from '../../platform/db';
import { REACTOR_SCHEMA } from '../mail/outbox-schema';
import { counterKey, deleteCounters, limits } from '../../platform/rate-limit';

/**
 * Contact messages are kept a year (the privacy page's term for technical logs), then erased. Their ids
 * are UUIDs, not the integer ids of retention_due, so they have a table and a reactor of their own; a
 * new reactor reads the store from its start, so messages stored before this existed are scheduled too.
 */
export const contactRetentionSchemaSql = `
CREATE TABLE IF NOT EXISTS contact_retention_due (
  message_id text PRIMARY KEY,
  due_at timestamptz NOT NULL,
  claimed_until timestamptz
);
CREATE INDEX IF NOT EXISTS contact_retention_due_at ON contact_retention_due (due_at);
`;

export const CONTACT_RETENTION_REACTOR = 'contact_retention_reactor';

const yearsAfter = (iso: string, years: number) => {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
};

interface Due {
  messageId: string;
  dueAt: string;
}

const toSchedule = categoryRouter<Due[]>({
  contact_message(due, event, id) {
    const messageId = contactMessageId(id);
    if (messageId && event.type === 'ContactMessageReceived')
      due.push({ messageId, dueAt: yearsAfter(event.data.at || event.recordedAt, CONTACT_RETENTION_YEARS) });
  },
});

export function contactRetentionReactor(): Projection {
  return reactorProjection<Due>(CONTACT_RETENTION_REACTOR, toSchedule, async (tx, due) => {
    await tx.query(
      `INSERT INTO contact_retention_due (message_id, due_at)
       SELECT * FROM unnest($1::text[], $2::timestamptz[]) ON CONFLICT (message_id) DO NOTHING`,
      [due.map((d) => d.messageId), due.map((d) => d.dueAt)],
    );
  });
}

interface Deps {
  pool: Pool;
  store: EventStore;
  dataKeys: DataKeyStore;
}

/**
 * Erases one contact message: its key (so the event reads as placeholders in every copy of the store),
 * its mail in the outbox and its sender's counter. The address is read first, while it still opens.
 */
export async function eraseContactMessage({ pool, store, dataKeys }: Deps, messageId: string, at: Date) {
  const [event] = await store.readStream(contactMessageCategory.streamOf(messageId), { to: 0 });
  const email = event && contactMessageCategory.is(event) ? event.data.email : null;
  await dataKeys.erase({ kind: 'contact', id: messageId }, at);
  await scrubContactMail(pool, messageId);
  if (email) await deleteCounters(pool, [counterKey(limits.contactPerEmail, email.trim().toLowerCase())]);
}

const CLAIM_SECONDS = 300;
const BATCH = 100;

/** Claims and erases the contact messages due at `now` (SKIP LOCKED and a lease, as the other terms); how many. */
export async function runDueContactErasures(deps: Deps, now: Date, log: (line: string) => void): Promise<number> {
  let erased = 0;
  for (;;) {
    const { rows } = await deps.pool.query<{ message_id: string }>(
      `UPDATE ${REACTOR_SCHEMA}.contact_retention_due SET claimed_until = now() + make_interval(secs => $3)
        WHERE message_id IN (
          SELECT message_id FROM ${REACTOR_SCHEMA}.contact_retention_due
           WHERE due_at <= $1 AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING message_id`,
      [now, BATCH, CLAIM_SECONDS],
    );
    for (const { message_id: id } of rows) {
      try {
        await eraseContactMessage(deps, id, now);
        await deps.pool.query(`DELETE FROM ${REACTOR_SCHEMA}.contact_retention_due WHERE message_id = $1`, [id]);
        erased++;
      } catch (err) {
        log(`retention: erasing contact message ${id} failed, retried later: ${(err as Error).message}`);
      }
    }
    if (rows.length < BATCH) return erased;
  }
}
