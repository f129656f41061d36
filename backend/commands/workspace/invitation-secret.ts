import { createHash, randomUUID } from 'node:crypto';
import { INVITATION_DAYS } from '../../../contracts/workspace';
import type { Secrets } from '../../platform/secrets';

/** What the stream keeps of a link's secret: enough to recognise it, never enough to use it. */
export const invitationTokenHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * A fresh link: a random request id (what the mail request stores), the secret derived from it with
 * the master secret (what only the sent mail holds, as for verification and reset links), and its
 * hash (what the workspace stream keeps). No usable link sits in the event store.
 */
export function newInvitationLink(secrets: Secrets): { requestId: string; tokenHash: string } {
  const requestId = randomUUID();
  return { requestId, tokenHash: invitationTokenHash(secrets.invitationSecret(requestId)) };
}

export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000).toISOString();
