import { dataSubjectCategory, dataSubjectStream, type ErasureReason } from '../../../events/data-subject';
import { parseSubject } from '../../../events/data-subjects';
import { eventIdFor } from '../../commands/handle-command';
import type { DataKeyStore, ErasureTarget } from '../../eventstore/personal-data/data-key-store';
import { type Checkpoint, type EventStore, WrongExpectedVersionError } from '../../eventstore/port';
import { loadAccount } from '../../commands/account/load';
import type { Pool } from '../../platform/db';
import { counterKey, deleteCounters, limits, recipientOf } from '../../platform/rate-limit';
import { REACTOR_SCHEMA } from '../mail/outbox-schema';
import { READ_SCHEMA } from '../../projections/projection';

export interface ErasureDeps {
  store: EventStore;
  pool: Pool;
  dataKeys: DataKeyStore;
}

export interface ErasureRequest {
  target: ErasureTarget;
  /** The account the subject belongs to (for an account: itself). */
  ownerId: number;
  /** The user who asked; null for the retention rules. */
  erasedBy: number | null;
  reason: ErasureReason;
  at: Date;
  /** Addresses of the subject that rows outside the events may hold as keys (rate limits, the outbox), read before erasing. */
  addresses: readonly string[];
}

export interface ErasureResult {
  /** Every subject whose key went (the target and what was made under it). */
  subjects: string[];
  at: string;
  /** Where the erasure event sits; null when the subject had been erased before. */
  checkpoint: Checkpoint | null;
  eventId: string | null;
}

/**
 * Erases a data subject by crypto-shredding: deletes its data key and the keys made under it, so
 * every event about it, in the store and in every backup of it, can no longer be read; cleans the
 * few rows outside the events that kept its data as plain text (the mail outbox, rate-limit
 * counters, idempotency records, parked events); then records the erasure as PersonalDataErased
 * (who, whom, when, why; no personal data), which the read models turn into placeholders and the
 * deletion log into a line. Erasing a subject twice erases nothing more and records nothing new.
 */
export async function eraseSubject(deps: ErasureDeps, request: ErasureRequest): Promise<ErasureResult> {
  const { target } = request;
  const at = request.at.toISOString();
  // Read while it can still be read: the account's own login address keys its login and reset counters.
  const accountAddress = target.kind === 'account' ? (await loadAccount(deps.store, target.id)).email : null;
  const subjects = await deps.dataKeys.erase(target, request.at);
  await cleanOutsideEvents(deps.pool, request, subjects, accountAddress);
  const own = `${target.kind}:${target.id}`;
  const stream = dataSubjectStream(target.kind, target.id);
  const eventId = eventIdFor(`erase:${own}`, stream, 0);
  const event = dataSubjectCategory.versioned({
    type: 'PersonalDataErased',
    data: {
      kind: target.kind,
      id: target.id,
      ownerId: request.ownerId,
      erasedBy: request.erasedBy,
      reason: request.reason,
      cascade: subjects.filter((s) => s !== own),
      at,
    },
  });
  const actor = request.erasedBy === null ? 'retention' : String(request.erasedBy);
  try {
    const result = await deps.store.appendToStream(
      stream,
      [{ id: eventId, ...event, metadata: { actor, tenant: String(request.ownerId), commandId: `erase:${own}` } }],
      { expected: 'no_stream' },
    );
    return { subjects, at, checkpoint: result.checkpoint, eventId };
  } catch (err) {
    if (!(err instanceof WrongExpectedVersionError)) throw err;
    return { subjects, at, checkpoint: null, eventId: null };
  }
}

/**
 * The parked events, outbox rows, limits and idempotency records that may hold the subject's data in
 * plain text. Only the tenant's own: an address is no proof of whose it is (a tenant can add an
 * employee with anybody's address), so rows and counters are matched by owner and exact key.
 */
async function cleanOutsideEvents(pool: Pool, request: ErasureRequest, subjects: string[], accountAddress: string | null) {
  const conversations = subjects.map(parseSubject).flatMap((s) => (s?.kind === 'conversation' ? [String(s.id)] : []));
  const employees = subjects.map(parseSubject).flatMap((s) => (s?.kind === 'employee' ? [s.id] : []));
  const addresses = request.addresses.map((a) => a.trim().toLowerCase()).filter(Boolean);
  const account = request.target.kind === 'account' ? request.target.id : null;
  await pool.query(
    `UPDATE ${REACTOR_SCHEMA}.mail_outbox
        SET payload = '{}'::jsonb, to_email = NULL,
            status = CASE WHEN status IN ('pending', 'sending') THEN 'failed' ELSE status END,
            last_error = CASE WHEN status IN ('pending', 'sending') THEN 'persoonsgegevens verwijderd' ELSE last_error END
      WHERE (user_id = $3 OR payload->>'ownerId' = $3::text)
        AND ($4 OR lower(to_email) = ANY($1::text[]) OR payload->>'conversationId' = ANY($2::text[]))`,
    [addresses, conversations, request.ownerId, account !== null],
  );
  const own = accountAddress?.trim().toLowerCase();
  await deleteCounters(pool, [
    ...addresses.map((address) => counterKey(limits.mailPerRecipient, recipientOf(request.ownerId, address))),
    // Only the account's own address: the login of whoever else an employee's address belongs to stays counted.
    ...(own ? [counterKey(limits.loginPerEmail, own), counterKey(limits.resetPerEmail, own)] : []),
  ]);
  if (account !== null) await pool.query('DELETE FROM public.idempotency_keys WHERE user_id = $1', [account]).catch(ignoreMissing);
  const streams = [
    ...conversations.map((id) => `pop-${id}`),
    ...employees.map((id) => `employee-${id}`),
    ...(account !== null ? [`hr_user-${account}`, `activity-${account}`, `employee_emails-${account}`] : []),
  ];
  for (const schema of [READ_SCHEMA, REACTOR_SCHEMA]) {
    await pool
      .query(
        `UPDATE ${schema}.projection_dead_letters SET data = '{}', metadata = '{}'
          WHERE stream_id = ANY($1::text[]) OR ($2::int IS NOT NULL AND metadata::jsonb->>'tenant' = $2::text)`,
        [streams, account],
      )
      .catch(ignoreMissing);
  }
}

/** A table that was never made (no limit hit yet, no key used) holds nothing to clean. */
function ignoreMissing(err: { code?: string }) {
  if (err.code !== '42P01') throw err;
}

/**
 * A contact message's mail in the outbox (its id is the message's): the sender's name, address and
 * text in its payload go with the message's key. The row stays, emptied, as a record that a mail went.
 */
export async function scrubContactMail(pool: Pool, messageId: string) {
  await pool.query(
    `UPDATE ${REACTOR_SCHEMA}.mail_outbox
        SET payload = '{}'::jsonb, to_email = NULL,
            status = CASE WHEN status IN ('pending', 'sending') THEN 'failed' ELSE status END,
            last_error = CASE WHEN status IN ('pending', 'sending') THEN 'persoonsgegevens verwijderd' ELSE last_error END
      WHERE mail_id = $1 AND kind = 'contact' AND user_id IS NULL`,
    [messageId],
  );
}
