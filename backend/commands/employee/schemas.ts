import { z } from 'zod';

export const MAX_EMPLOYEE_NAAM = 200;
const INVALID_EMAIL = 'Vul een geldig e-mailadres in';

export const employeeNaam = z
  .string({ error: 'Naam is verplicht' })
  .trim()
  .min(1, 'Naam is verplicht')
  .max(MAX_EMPLOYEE_NAAM, `Naam mag maximaal ${MAX_EMPLOYEE_NAAM} karakters bevatten`);
/** Also used by the spreadsheet import, so both accept the same addresses. */
export const employeeEmail = z
  .string({ error: 'E-mailadres is verplicht' })
  .trim()
  .min(1, 'E-mailadres is verplicht')
  .max(254, INVALID_EMAIL)
  .pipe(z.email({ error: INVALID_EMAIL }));
// SPEC 5: bedrijf_id is sent as an integer.
const bedrijfId = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Bedrijf is verplicht' : 'Kies een geldig bedrijf') })
  .int('Kies een geldig bedrijf')
  .positive('Kies een geldig bedrijf')
  .max(2 ** 31 - 1, 'Kies een geldig bedrijf');

export const employeeBody = z.object({
  naam: employeeNaam,
  email: employeeEmail,
  bedrijf_id: bedrijfId,
  actief: z.boolean({ error: 'Actief moet waar of onwaar zijn' }).optional(),
});
