import { isNotificationKind } from '../../../events/mail-opt-out';
import { optedOut } from '../../commands/notifications/mail-opt-out';
import type { EventStore } from '../../eventstore/port';
import type { Secrets } from '../../platform/secrets';

/** Whether `to` switched this kind of notification off; never for a mail that is not a notification (an invitation). */
export async function switchedOff(store: EventStore, secrets: Secrets, kind: string, to: string): Promise<boolean> {
  return isNotificationKind(kind) && (await optedOut(store, secrets.addressKey(to))).has(kind);
}

/** Where the one-click unsubscribe of a notification mail to `to` goes (the API, no login). */
export function unsubscribeUrl(secrets: Secrets, appUrl: string, kind: string, to: string): string {
  return `${appUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(secrets.unsubscribeToken(kind, secrets.addressKey(to)))}`;
}
