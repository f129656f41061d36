import { defineKeyedCategory } from './category';

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
