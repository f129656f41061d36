import { z } from 'zod';
import { libraryMessages, OMSCHRIJVING_MAX } from './decider';

const omschrijving = z
  .string({ error: libraryMessages.omschrijvingRequired })
  .trim()
  .min(1, libraryMessages.omschrijvingRequired)
  .max(OMSCHRIJVING_MAX, libraryMessages.omschrijvingTooLong);

export const addEntryBody = z.object({ omschrijving });
export const updateEntryBody = z.object({
  omschrijving,
  actief: z.boolean({ error: 'Actief moet waar of onwaar zijn' }).optional(),
});

/** `?includeInactive=1` (or true) shows inactive entries too (SPEC 4, Active flag). */
export const listQuery = z.object({
  includeInactive: z
    .string({ error: 'Ongeldige waarde voor includeInactive' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
