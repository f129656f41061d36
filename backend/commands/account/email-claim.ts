import { createHash, randomUUID } from 'node:crypto';
import { accountStream } from '../../../events/account';
import { emailClaimCategory } from '../../../events/email-claim';
import { type EventStore, type RecordedEvent, WrongExpectedVersionError } from '../../eventstore/port';
import { ConflictError } from '../../platform/errors';
import { isErased } from '../avg/subject-facts';

export const EMAIL_TAKEN = 'Er bestaat al een account met dit e-mailadres.';

const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

/** The account of the latest claim on the stream; undefined when the stream holds none. */
function claimant(claims: readonly RecordedEvent[]): number | undefined {
  for (let i = claims.length - 1; i >= 0; i--) {
    const event = claims[i]!;
    if (emailClaimCategory.is(event)) return event.data.userId;
  }
  return undefined;
}

/** Claims the address on its own stream; an orphaned claim (registration never completed) is taken over. */
export async function claimEmail(store: EventStore, email: string, userId: number, now: string) {
  const stream = emailClaimCategory.streamOf(emailKey(email));
  const event = { id: randomUUID(), ...emailClaimCategory.versioned({ type: 'EmailClaimed', data: { email, userId, at: now } }) };
  try {
    await store.appendToStream(stream, [event], { expected: 'no_stream' });
  } catch (err) {
    if (!(err instanceof WrongExpectedVersionError)) throw err;
    const claims = await store.readStream(stream);
    const holder = claimant(claims);
    const owner = holder !== undefined && (await store.readStream(accountStream(holder), { to: 0 })).length;
    // A deleted account (AVG) leaves its claim behind; the address is free again.
    if (owner && !(await isErased(store, 'account', holder))) throw new ConflictError(EMAIL_TAKEN);
    await store.appendToStream(stream, [event], { expected: claims[claims.length - 1]!.streamPosition });
  }
}

/**
 * The account that holds an address, from the claim stream (the write side's own truth, not a read
 * model); undefined when nobody does or the registration never completed.
 */
export async function accountIdForEmail(store: EventStore, email: string): Promise<number | undefined> {
  const userId = claimant(await store.readStream(emailClaimCategory.streamOf(emailKey(email))));
  if (userId === undefined) return undefined;
  const registered = (await store.readStream(accountStream(userId), { to: 0 })).length > 0;
  return registered && !(await isErased(store, 'account', userId)) ? userId : undefined;
}
