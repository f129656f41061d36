import { z } from 'zod';
import { userTemplateMessages as m } from './decider';

/** Shape and types only; trimming, dropping blank goals and the limits are the decider's rules. */
export const templateBody = z.object({
  bedrijf_id: z.coerce
    .number({ error: m.companyRequired })
    .int(m.companyRequired)
    .positive(m.companyRequired)
    .max(2 ** 31 - 1, m.companyNotFound),
  omschrijving: z.string({ error: m.omschrijvingRequired }).trim().min(1, m.omschrijvingRequired),
  goals: z
    .array(
      z.object({
        omschrijving: z.string({ error: m.goalRequired }).nullish().transform((value) => value ?? ''),
        notitie: z.string({ error: 'Notitie moet tekst zijn' }).nullish(),
      }),
      { error: m.goalRequired },
    )
    .max(200, m.tooManyGoals),
});
