import { z } from 'zod';
import { conversationStatuses } from '../../../events/conversation';
import { parseDutchDateTime } from '../../platform/dutch-time';

const status = z.enum(conversationStatuses as [string, ...string[]], { error: 'Kies een geldige status (gepland, open of afgerond)' });
const datumTijd = z
  .string({ error: 'Datum en tijd zijn verplicht' })
  .min(1, 'Datum en tijd zijn verplicht')
  .transform((value, ctx) => {
    const parsed = parseDutchDateTime(value);
    if (!parsed) ctx.addIssue({ code: 'custom', message: 'Ongeldige datum of tijd' });
    return parsed ?? '';
  });
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const text = (max: number, label: string) => z.string().max(max, `${label} mag maximaal ${max} tekens bevatten`);
const requiredText = (max: number) =>
  z.string({ error: 'Omschrijving mag niet leeg zijn' }).trim().min(1, 'Omschrijving mag niet leeg zijn').max(max, `Omschrijving mag maximaal ${max} tekens bevatten`);

export const planBody = z.object({
  bedrijf_id: id('Kies een bedrijf'),
  medewerker_id: id('Kies een medewerker'),
  datum_tijd: datumTijd,
  status: status.default('gepland'),
  verslag: text(50_000, 'Het verslag').default(''),
  template: z
    .object({ type: z.enum(['eigen', 'gesprek']), id: id('Kies een template') })
    .nullish(),
  sendConfirmation: z.boolean().default(false),
});

export const updateBody = z.object({
  bedrijf_id: z.coerce.number().optional(),
  medewerker_id: z.coerce.number().optional(),
  datum_tijd: datumTijd.optional(),
  status: status.optional(),
  verslag: text(50_000, 'Het verslag').optional(),
});

export const statusBody = z.object({ status });
export const archiveBody = z.object({ archive: z.boolean({ error: 'archive moet true of false zijn' }) });

export const addItemBody = z.object({ omschrijving: requiredText(1000), notitie: text(5000, 'De notitie').default('') });
export const updateGoalBody = z
  .object({
    omschrijving: requiredText(1000).optional(),
    notitie: text(5000, 'De notitie').optional(),
    voortgang: z
      .number({ error: 'Voortgang moet een geheel getal van 0 tot en met 10 zijn' })
      .int('Voortgang moet een geheel getal van 0 tot en met 10 zijn')
      .min(0, 'Voortgang moet een geheel getal van 0 tot en met 10 zijn')
      .max(10, 'Voortgang moet een geheel getal van 0 tot en met 10 zijn')
      .optional(),
    deadline: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ongeldige deadline')
      .refine((d) => !Number.isNaN(Date.parse(d)), 'Ongeldige deadline')
      .nullable()
      .or(z.literal('').transform(() => null))
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Geef aan wat je wilt wijzigen');
export const updateAmbitionBody = z
  .object({ omschrijving: requiredText(1000).optional(), notitie: text(5000, 'De notitie').optional() })
  .refine((v) => v.omschrijving !== undefined || v.notitie !== undefined, 'Geef aan wat je wilt wijzigen');

export const sendEmailBody = z.object({
  toEmail: z.string({ error: 'Voer een geldig e-mailadres in' }).trim().pipe(z.email({ error: 'Voer een geldig e-mailadres in' })),
  subject: z.string({ error: 'Onderwerp is verplicht' }).trim().min(1, 'Onderwerp is verplicht').max(200, 'Onderwerp is te lang'),
  message: z.string({ error: 'Bericht is verplicht' }).trim().min(1, 'Bericht is verplicht').max(20_000, 'Bericht is te lang'),
});
