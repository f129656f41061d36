import { createHash, randomUUID } from 'node:crypto';
import { accountStream, emailClaimStream } from '../../../events/account';
import { type EventStore, WrongExpectedVersionError } from '../../eventstore/port';
import { ConflictError } from '../../platform/errors';

export const EMAIL_TAKEN = 'Er bestaat al een account met dit e-mailadres.';

const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

/** A claim whose account stream is still empty this long after it was made belongs to a registration that died. */
export const ACCOUNT_CLAIM_ORPHAN_MS = 10 * 60 * 1000;

/**
 * Claims the address on its own stream. A claim whose registration never completed is taken over, but
 * only once it is old: a fresh one may belong to a registration that is still on its way (a double
 * click), and taking it over would give one address two accounts.
 */
export async function claimEmail(store: EventStore, email: string, userId: number, now: string) {
  const stream = emailClaimStream(emailKey(email));
  const event = { id: randomUUID(), type: 'EmailClaimed', data: { email, userId, at: now } };
  try {
    await store.appendToStream(stream, [event], { expected: 'no_stream' });
  } catch (err) {
    if (!(err instanceof WrongExpectedVersionError)) throw err;
    const claims = await store.readStream(stream);
    const last = claims[claims.length - 1]!;
    const owner = (await store.readStream(accountStream(Number(last.data.userId)), { to: 0 })).length;
    const fresh = Date.parse(now) - Date.parse(String(last.data.at)) < ACCOUNT_CLAIM_ORPHAN_MS;
    if (owner || fresh) throw new ConflictError(EMAIL_TAKEN);
    try {
      await store.appendToStream(stream, [event], { expected: last.streamPosition });
    } catch (raced) {
      // Another registration took the orphaned claim over at the same moment.
      if (raced instanceof WrongExpectedVersionError) throw new ConflictError(EMAIL_TAKEN);
      throw raced;
    }
  }
}

/**
 * The account that holds an address, from the claim stream (the write side's own truth, not a read
 * model); undefined when nobody does or the registration never completed.
 */
export async function accountIdForEmail(store: EventStore, email: string): Promise<number | undefined> {
  const claims = await store.readStream(emailClaimStream(emailKey(email)));
  const last = claims[claims.length - 1];
  if (!last) return undefined;
  const userId = Number(last.data.userId);
  const registered = (await store.readStream(accountStream(userId), { to: 0 })).length > 0;
  return registered ? userId : undefined;
}
