import { z } from 'zod';

export const MAX_COMPANY_NAAM = 200;
export const MAX_BRANCHE = 100;

const naam = z
  .string({ error: 'Naam is verplicht' })
  .trim()
  .min(1, 'Naam is verplicht')
  .max(MAX_COMPANY_NAAM, `Naam mag maximaal ${MAX_COMPANY_NAAM} karakters bevatten`);
const branche = z
  .string({ error: 'Branche is verplicht' })
  .trim()
  .min(1, 'Branche is verplicht')
  .max(MAX_BRANCHE, `Branche mag maximaal ${MAX_BRANCHE} karakters bevatten`);
const actief = z.boolean({ error: 'Actief moet waar of onwaar zijn' });

/** POST: new companies are active unless the client says otherwise. PUT: actief left out keeps it. */
export const companyBody = z.object({ naam, branche, actief: actief.optional() });

/** `?includeInactive=1` (or true) also lists inactive rows: the screen's show-inactive checkbox. */
export const listQuery = z.object({
  includeInactive: z
    .string()
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
