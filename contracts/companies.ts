import { z } from 'zod';
import { flag, idParam, singleLineText, tooLongMessage } from './fields';
import { endpoint, endpointGroup } from './http';
import { roles } from './roles';

export const MAX_COMPANY_NAAM = 200;
export const MAX_BRANCHE = 100;
export const companyMessages = {
  notFound: 'Bedrijf niet gevonden',
  /** Where another record names its company (an employee, a template). */
  required: 'Bedrijf is verplicht',
  naamRequired: 'Naam is verplicht',
  naamTooLong: tooLongMessage('Naam', MAX_COMPANY_NAAM),
  brancheRequired: 'Branche is verplicht',
  brancheTooLong: tooLongMessage('Branche', MAX_BRANCHE),
  actiefInvalid: 'Actief moet waar of onwaar zijn',
  exists: 'Dit bedrijf bestaat al.',
} as const;
const m = companyMessages;

/** POST: a new company is active unless the client says otherwise. PUT: actief left out keeps it. */
export const companyBody = z.object({
  naam: singleLineText(MAX_COMPANY_NAAM, m.naamRequired, m.naamTooLong),
  branche: singleLineText(MAX_BRANCHE, m.brancheRequired, m.brancheTooLong),
  actief: z.boolean({ error: m.actiefInvalid }).optional(),
});
export type CompanyInput = z.input<typeof companyBody>;

/** `?includeInactive=1` also lists inactive rows: the screens' show-inactive checkbox. */
export const includeInactiveQuery = z.object({ includeInactive: flag.optional().default(false) });

/** A company (SPEC section 3). */
export const company = z
  .object({ id: z.number().int(), naam: z.string(), branche: z.string(), actief: z.boolean(), medewerkers_aantal: z.number().int() })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof company>;

const params = z.object({ id: idParam(m.notFound) });
export const companyApi = endpointGroup('Bedrijven', {
  list: endpoint({
    method: 'get',
    path: '/companies',
    access: 'user',
    roles: roles.readers,
    summary: 'De eigen bedrijven op naam',
    query: includeInactiveQuery,
    response: z.array(company),
  }),
  get: endpoint({
    method: 'get',
    path: '/companies/{id}',
    access: 'user',
    roles: roles.readers,
    summary: 'Eén bedrijf',
    params,
    response: company,
  }),
  create: endpoint({
    method: 'post',
    path: '/companies',
    access: 'user',
    roles: roles.hr,
    summary: 'Registreer een bedrijf',
    body: companyBody,
    response: company,
    status: 201,
    errors: { 403: 'Limiet van het abonnement bereikt' },
  }),
  update: endpoint({
    method: 'put',
    path: '/companies/{id}',
    access: 'user',
    roles: roles.hr,
    summary: 'Wijzig naam, branche of actief',
    params,
    body: companyBody,
    response: company,
  }),
});
