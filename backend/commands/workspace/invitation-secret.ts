import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_DAYS } from '../../../contracts/workspace';

/** What the stream keeps of a link's secret: enough to recognise it, never enough to use it. */
export const invitationTokenHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A fresh link secret (32 random bytes, 43 characters of base64url) and its hash. */
export function newInvitationSecret(): { secret: string; tokenHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, tokenHash: invitationTokenHash(secret) };
}

export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000).toISOString();
