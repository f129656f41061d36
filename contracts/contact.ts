import { z } from 'zod';
import { isCleanText, isSingleLine, INVALID_CHARACTERS } from './fields';
import { endpoint, endpointGroup } from './http';

/** SPEC 9: a contact message holds at most 2000 characters. */
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_NAME_MAX = 100;

/** SPEC 5 (Contact) and 8: the message of each check, and the toast title the form shows with it. */
export const contactMessages = {
  naamRequired: { title: 'Ongeldige invoer', message: 'Vul je naam in.' },
  emailInvalid: { title: 'Ongeldig e-mail', message: 'Vul een geldig e-mailadres in.' },
  berichtRequired: { title: 'Leeg bericht', message: 'Schrijf een bericht voordat je verzendt.' },
  berichtTooLong: { title: 'Bericht te lang', message: `Het bericht mag maximaal ${CONTACT_MESSAGE_MAX} karakters bevatten.` },
  sent: { title: 'Verzonden', message: 'Je bericht is succesvol verstuurd!' },
  failed: { title: 'Fout', message: 'Er ging iets mis bij het verzenden. Probeer opnieuw.' },
} as const;
const m = contactMessages;

/** A name goes into the From line of the mail: one line, no control characters. */
const singleLine = (value: string) => isCleanText(value) && isSingleLine(value);

/**
 * POST /contact/send. Values are trimmed (SPEC 5). `website` is a honeypot: the form hides it from
 * people, so only a bot fills it in.
 */
export const contactBody = z.object({
  naam: z
    .string({ error: m.naamRequired.message })
    .trim()
    .min(1, m.naamRequired.message)
    .max(CONTACT_NAME_MAX, `Je naam mag maximaal ${CONTACT_NAME_MAX} karakters bevatten.`)
    .refine(singleLine, INVALID_CHARACTERS),
  email: z
    .string({ error: m.emailInvalid.message })
    .trim()
    .max(254, m.emailInvalid.message)
    .pipe(z.email({ error: m.emailInvalid.message })),
  bericht: z
    .string({ error: m.berichtRequired.message })
    .trim()
    .min(1, m.berichtRequired.message)
    .max(CONTACT_MESSAGE_MAX, m.berichtTooLong.message)
    .refine(isCleanText, INVALID_CHARACTERS),
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactBody>;

/** The first problem of a contact form, as the form checks it before sending (the server checks the same). */
export function contactProblem(input: {
  naam: string;
  email: string;
  bericht: string;
}): { title: string; message: string; field: 'naam' | 'email' | 'bericht' } | null {
  if (!input.naam.trim()) return { ...m.naamRequired, field: 'naam' };
  if (!z.email().safeParse(input.email.trim()).success) return { ...m.emailInvalid, field: 'email' };
  if (!input.bericht.trim()) return { ...m.berichtRequired, field: 'bericht' };
  if (input.bericht.trim().length > CONTACT_MESSAGE_MAX) return { ...m.berichtTooLong, field: 'bericht' };
  return null;
}

export const contactApi = endpointGroup('Contact', {
  send: endpoint({
    method: 'post',
    path: '/contact/send',
    access: 'public',
    summary: 'Stuur een bericht via het contactformulier (zonder account); het gaat per e-mail naar CONTACT_EMAIL',
    body: contactBody,
    response: z.object({ success: z.literal(true), message: z.string() }),
    errors: { 400: 'Ongeldige invoer', 429: 'Te veel berichten vanaf dit adres' },
  }),
});
