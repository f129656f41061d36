import { defineKeyedCategory } from './category';
import type { SubjectRef } from './data-subjects';

/**
 * `contact_message-<uuid>`: a message sent with the public contact form (no account). The mail
 * reactor delivers it to CONTACT_EMAIL with the sender as Reply-To.
 */
export type ContactMessageEvent = {
  type: 'ContactMessageReceived';
  data: { naam: string; email: string; bericht: string; at: string };
};

export const contactMessageCategory = defineKeyedCategory<ContactMessageEvent>({
  name: 'contact_message',
  versions: { ContactMessageReceived: 1 },
});

/** How long a contact message is kept (the privacy page: technical logs 1 year), then erased. */
export const CONTACT_RETENTION_YEARS = 1;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A message id as the route makes them (a UUID), else null: only such ids name a data key. */
export const contactMessageId = (value: unknown): string | null => (typeof value === 'string' && UUID.test(value) ? value : null);

/**
 * `contact:<uuid>`: the sender of one message is a data subject of its own, with a key per message,
 * since an anonymous sender has no account to hang it under. Under the account when one was named,
 * so erasing that account takes the message along.
 */
export const contactSubject = (messageId: string, accountId: number | null = null): SubjectRef => ({
  subject: `contact:${messageId}`,
  accountId,
  employeeId: null,
});
