import { defineKeyedCategory } from './category';

/** The notification mails a recipient can switch off (invitations and their updates are not among them). */
export const NOTIFICATION_KINDS = ['reminder', 'overdue-digest'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/**
 * `mail_opt_out-<key>`: which notification mails one address does not want. The key is a keyed hash of
 * the address (backend/commands/notifications/mail-opt-out.ts), so neither the stream nor its events
 * hold the address; `via` says whether the mail's link or the profile switched it.
 */
export type MailOptOutEvent =
  | { type: 'MailOptedOut'; data: { kind: NotificationKind; via: 'link' | 'profile'; at: string } }
  | { type: 'MailOptedIn'; data: { kind: NotificationKind; at: string } };

export const mailOptOutCategory = defineKeyedCategory<MailOptOutEvent>({
  name: 'mail_opt_out',
  versions: { MailOptedOut: 1, MailOptedIn: 1 },
});

/** The kinds switched off after these events, in order. */
export function optedOutKinds(events: readonly MailOptOutEvent[]): Set<NotificationKind> {
  const off = new Set<NotificationKind>();
  for (const event of events) {
    if (event.type === 'MailOptedOut') off.add(event.data.kind);
    else off.delete(event.data.kind);
  }
  return off;
}
