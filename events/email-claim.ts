import { defineKeyedCategory } from './category';

/**
 * The e-mail claim stream `hr_email-<key>`: one stream per address (the key is a hash of it), so
 * appending with no_stream makes an address unique across accounts.
 */
export type EmailClaimEvent = { type: 'EmailClaimed'; data: { email: string; userId: number; at: string } };

export const emailClaimCategory = defineKeyedCategory<EmailClaimEvent>({ name: 'hr_email', versions: { EmailClaimed: 1 } });
