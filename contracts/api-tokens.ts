import { z } from 'zod';
import { isoTime, requiredText, tooLongMessage } from './fields';
import { endpoint, endpointGroup } from './http';
import { roles } from './roles';
import { API_TOKEN_SCOPES, sessionOnly } from './token-access';

/**
 * Personal API tokens (issue 26): a bearer token for the API on pro and enterprise plans that acts as the
 * member who made it, with that member's role, within its scope. Its secret is shown once; the server
 * keeps only a hash. Every member manages their own; the owner may also revoke anyone's in the workspace.
 */
export const API_TOKEN_LIFETIMES = [30, 90, 365] as const;
export type ApiTokenLifetime = (typeof API_TOKEN_LIFETIMES)[number];
export const API_TOKEN_NAME_MAX = 100;

export const apiTokenMessages = {
  name: 'Geef het token een naam',
  nameTooLong: tooLongMessage('Naam', API_TOKEN_NAME_MAX),
  scope: 'Kies lezen of lezen en schrijven.',
  lifetime: 'Kies 30, 90 of 365 dagen.',
  notFound: 'Dit API-token bestaat niet.',
  notYours: 'Alleen de eigenaar van de werkruimte mag API-tokens van anderen intrekken.',
  planRequired: 'API-toegang hoort bij het Pro- en het Enterprise-plan. Kies een ander plan op de pagina Prijzen.',
  invalid: 'Dit API-token is ongeldig, verlopen of ingetrokken.',
  planEnded: 'Het plan van deze werkruimte heeft geen API-toegang meer; API-tokens werken weer na een upgrade naar Pro of Enterprise.',
  readOnly: 'Dit API-token mag alleen lezen. Maak een token met lezen en schrijven.',
  sessionOnly: 'Deze functie werkt niet met een API-token. Log in via de browser.',
};

const scope = z.enum(API_TOKEN_SCOPES, { error: apiTokenMessages.scope });

export const createApiTokenBody = z.object({
  naam: requiredText(API_TOKEN_NAME_MAX, apiTokenMessages.name, apiTokenMessages.nameTooLong),
  scope,
  geldig_dagen: z.union(
    API_TOKEN_LIFETIMES.map((days) => z.literal(days)),
    { error: apiTokenMessages.lifetime },
  ),
});

export const apiToken = z
  .object({
    id: z.string(),
    naam: z.string(),
    /** The public start of the secret (`pop_ab12cd34`), to recognise a token by. */
    prefix: z.string(),
    scope,
    aangemaakt_op: isoTime,
    verloopt_op: isoTime,
    laatst_gebruikt_op: isoTime.nullable(),
    /** Whose token: the member's id and name (the owner sees everyone's). */
    lid: z.object({ id: z.number().int(), naam: z.string() }),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiToken>;

/** The answer to creating one: the only time the secret is shown. */
export const createdApiToken = z.object({ token: apiToken, geheim: z.string() }).meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

const tokenParams = z.object({ tokenId: z.string().uuid(apiTokenMessages.notFound) });

export const apiTokenApi = sessionOnly(
  endpointGroup('API-toegang', {
    apiTokens: endpoint({
      method: 'get',
      path: '/api-tokens',
      access: 'user',
      roles: roles.readers,
      summary: 'Je API-tokens in deze werkruimte (de eigenaar ziet die van iedereen), zonder geheim',
      response: z.array(apiToken),
    }),
    createApiToken: endpoint({
      method: 'post',
      path: '/api-tokens',
      access: 'user',
      roles: roles.readers,
      summary: 'Maak een API-token; het geheim staat alleen in dit antwoord',
      body: createApiTokenBody,
      response: createdApiToken,
      status: 201,
      errors: { 400: 'Ongeldige invoer', 403: 'Het plan heeft geen API-toegang' },
    }),
    revokeApiToken: endpoint({
      method: 'delete',
      path: '/api-tokens/{tokenId}',
      access: 'user',
      roles: roles.readers,
      summary: 'Trek een API-token in; het werkt meteen niet meer',
      params: tokenParams,
      response: z.array(apiToken),
      errors: { 403: 'Niet jouw token', 404: 'Onbekend token' },
    }),
  }),
);
