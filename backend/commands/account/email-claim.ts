import { createHash, createHmac, randomUUID } from 'node:crypto';
import { accountStream } from '../../../events/account';
import { emailClaimCategory, type EmailClaimEvent } from '../../../events/email-claim';
import { type EventStore, type RecordedEvent, WrongExpectedVersionError } from '../../eventstore/port';
import { ConflictError } from '../../platform/errors';
import { isErased } from '../avg/subject-facts';
import { claimMayStillComplete } from '../claim-age';

export const EMAIL_TAKEN = 'Er bestaat al een account met dit e-mailadres.';

/**
 * A claim stream's name must not give its address away: a plain hash is reversed by hashing a list of
 * addresses. It is an HMAC under a key derived from the master key (DATA_KEY), kept per store so that
 * several apps in one process (tests) each use their own; the runtime sets it before serving.
 */
const claimKeys = new WeakMap<EventStore, Buffer>();

export function useEmailClaimKey(store: EventStore, masterKey: Buffer) {
  claimKeys.set(store, createHmac('sha256', masterKey).update('email-claim-stream').digest());
}

const normalized = (email: string) => email.trim().toLowerCase();

function emailKey(store: EventStore, email: string): string {
  const key = claimKeys.get(store);
  if (!key) throw new Error('no e-mail claim key for this event store (useEmailClaimKey)');
  return createHmac('sha256', key).update(normalized(email)).digest('hex').slice(0, 32);
}

/** The name claims had before they were keyed: still read, so an address claimed then stays taken. */
const legacyEmailKey = (email: string) => createHash('sha256').update(normalized(email)).digest('hex').slice(0, 32);

type Claim = EmailClaimEvent['data'];

/** The latest claim on the stream; undefined when the stream holds none. */
function latestClaim(claims: readonly RecordedEvent[]): Claim | undefined {
  for (let i = claims.length - 1; i >= 0; i--) {
    const event = claims[i]!;
    if (emailClaimCategory.is(event)) return event.data;
  }
  return undefined;
}

/** The account of the latest claim on the stream; undefined when the stream holds none. */
const claimant = (claims: readonly RecordedEvent[]): number | undefined => latestClaim(claims)?.userId;

/**
 * Whether a claim still holds its address: its account is registered and not erased, or not registered
 * yet but the claim so young that its registration may still follow (claim-age.ts).
 */
async function holdsOrMayHold(store: EventStore, claim: Claim | undefined, now: string): Promise<boolean> {
  if (!claim) return false;
  if (!(await store.readStream(accountStream(claim.userId), { to: 0 })).length) return claimMayStillComplete(claim.at, now);
  return !(await isErased(store, 'account', claim.userId));
}

/**
 * Claims the address on its own stream. A claim whose account never registered is taken over once it
 * is orphaned (claim-age.ts): a younger one may be a registration still under way, such as the other
 * request of a double click, which would otherwise both register.
 */
export async function claimEmail(store: EventStore, email: string, userId: number, now: string) {
  // Claimed before the names were keyed: that account still holds it (its stream is not moved).
  const legacy = latestClaim(await store.readStream(emailClaimCategory.streamOf(legacyEmailKey(email))));
  if (legacy?.userId !== userId && (await holdsOrMayHold(store, legacy, now))) throw new ConflictError(EMAIL_TAKEN);
  const stream = emailClaimCategory.streamOf(emailKey(store, email));
  const event = { id: randomUUID(), ...emailClaimCategory.versioned({ type: 'EmailClaimed', data: { email, userId, at: now } }) };
  try {
    await store.appendToStream(stream, [event], { expected: 'no_stream' });
  } catch (err) {
    if (!(err instanceof WrongExpectedVersionError)) throw err;
    const claims = await store.readStream(stream);
    if (await holdsOrMayHold(store, latestClaim(claims), now)) throw new ConflictError(EMAIL_TAKEN);
    await store.appendToStream(stream, [event], { expected: claims[claims.length - 1]!.streamPosition });
  }
}

/**
 * The account that holds an address, from the claim stream (the write side's own truth, not a read
 * model); undefined when nobody does or the registration never completed.
 */
export async function accountIdForEmail(store: EventStore, email: string): Promise<number | undefined> {
  const keyed = claimant(await store.readStream(emailClaimCategory.streamOf(emailKey(store, email))));
  const userId = keyed ?? claimant(await store.readStream(emailClaimCategory.streamOf(legacyEmailKey(email))));
  if (userId === undefined) return undefined;
  const registered = (await store.readStream(accountStream(userId), { to: 0 })).length > 0;
  return registered && !(await isErased(store, 'account', userId)) ? userId : undefined;
}
