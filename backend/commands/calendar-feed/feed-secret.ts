import { createHash } from 'node:crypto';
import type { Secrets } from '../../platform/secrets';

/**
 * The secret of a feed address: a keyed hash of the feed's id under the master secret (43 characters
 * of base64url). The stream keeps the id and the secret's hash, so the holder can be shown the address
 * again, while nothing in the event store alone opens the feed.
 */
export function calendarFeedSecret(secrets: Secrets, userId: number, feedId: string): string {
  return secrets.token('calendar-feed', userId, feedId).split('.').at(-1)!;
}

export const calendarFeedTokenHash = (secret: string) => createHash('sha256').update(secret).digest('hex');
