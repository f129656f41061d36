import { z } from 'zod';
import { emailAddress, idParam, MAX_ID, singleLineText, tooLongMessage } from './fields';
import { companyMessages, includeInactiveQuery } from './companies';
import { endpoint, endpointGroup } from './http';
import { roles } from './roles';

export const MAX_EMPLOYEE_NAAM = 200;
export const employeeMessages = {
  notFound: 'Medewerker niet gevonden',
  naamRequired: companyMessages.naamRequired,
  naamTooLong: tooLongMessage('Naam', MAX_EMPLOYEE_NAAM),
  emailRequired: 'E-mailadres is verplicht',
  emailInvalid: 'Vul een geldig e-mailadres in',
  companyRequired: companyMessages.required,
  companyInvalid: 'Kies een geldig bedrijf',
  emailTaken: 'Er bestaat al een medewerker met dit e-mailadres.',
  exists: 'Deze medewerker bestaat al.',
} as const;
const m = employeeMessages;

export const employeeNaam = singleLineText(MAX_EMPLOYEE_NAAM, m.naamRequired, m.naamTooLong);
/** Also used by the spreadsheet import, so both accept the same addresses. */
export const employeeEmail = emailAddress(m.emailInvalid, m.emailRequired);

export const employeeBody = z.object({
  naam: employeeNaam,
  email: employeeEmail,
  // SPEC 5: bedrijf_id is sent as an integer.
  bedrijf_id: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? m.companyRequired : m.companyInvalid) })
    .int(m.companyInvalid)
    .positive(m.companyInvalid)
    .max(MAX_ID, m.companyInvalid),
  actief: z.boolean({ error: 'Actief moet waar of onwaar zijn' }).optional(),
});
export type EmployeeInput = z.input<typeof employeeBody>;

/** An employee (SPEC section 3). */
export const employee = z
  .object({
    id: z.number().int(),
    naam: z.string(),
    email: z.string(),
    bedrijf_id: z.number().int(),
    bedrijf_naam: z.string(),
    actief: z.boolean(),
  })
  .meta({ id: 'Employee' });
export type Employee = z.infer<typeof employee>;

export const importRowError = z.object({ line: z.number().int(), reason: z.string() });
export const importResult = z
  .object({ inserted: z.number().int(), skipped: z.number().int(), errors: z.array(importRowError) })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResult>;
export const importFields = z.object({
  skipFirstRow: z
    .enum(['1', '0', 'true', 'false'], { error: 'Ongeldige waarde voor "eerste rij overslaan": gebruik 1 of 0.' })
    .optional()
    .transform((value) => value !== '0' && value !== 'false'),
});

const params = z.object({ id: idParam(m.notFound) });
export const employeeApi = endpointGroup('Medewerkers', {
  list: endpoint({
    method: 'get',
    path: '/employees',
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'De eigen medewerkers',
    query: includeInactiveQuery,
    response: z.array(employee),
  }),
  import: endpoint({
    method: 'post',
    path: '/employees/import',
    access: 'user',
    roles: roles.hr,
    summary: 'Importeer medewerkers uit een .xls- of .xlsx-bestand (kolommen Volledige naam, Email, Bedrijf)',
    bodyType: 'multipart',
    body: importFields,
    response: importResult,
    errors: { 400: 'Onleesbaar bestand', 413: 'Bestand te groot' },
  }),
  get: endpoint({
    method: 'get',
    path: '/employees/{id}',
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'Eén medewerker',
    params,
    response: employee,
  }),
  create: endpoint({
    method: 'post',
    path: '/employees',
    access: 'user',
    roles: roles.hr,
    summary: 'Voeg een medewerker toe',
    body: employeeBody,
    response: employee,
    status: 201,
    errors: { 403: 'Limiet van het abonnement bereikt', 409: 'E-mailadres al in gebruik' },
  }),
  update: endpoint({
    method: 'put',
    path: '/employees/{id}',
    access: 'user',
    roles: roles.hr,
    summary: 'Wijzig een medewerker',
    params,
    body: employeeBody,
    response: employee,
  }),
});
