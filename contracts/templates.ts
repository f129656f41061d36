import { z } from 'zod';
import { companyMessages } from './companies';
import { idParam, isCleanText, INVALID_CHARACTERS, isoTime, MAX_ID, messageResponse, singleLineText, tooLongMessage } from './fields';
import { endpoint, endpointGroup } from './http';
import { roles } from './roles';

export const TEMPLATE_OMSCHRIJVING_MAX = 500;
export const GOAL_OMSCHRIJVING_MAX = 500;
export const GOAL_NOTITIE_MAX = 2000;
export const MAX_GOALS = 50;
export const userTemplateMessages = {
  notFound: 'Template niet gevonden',
  companyRequired: companyMessages.required,
  companyNotFound: companyMessages.notFound,
  companyInactive: 'Kies een actief bedrijf',
  omschrijvingRequired: 'Omschrijving is verplicht',
  omschrijvingTooLong: tooLongMessage('Omschrijving', TEMPLATE_OMSCHRIJVING_MAX),
  goalRequired: 'Voeg minimaal één doel toe aan de template',
  goalTooLong: tooLongMessage('Een doel', GOAL_OMSCHRIJVING_MAX),
  notitieTooLong: tooLongMessage('Een notitie', GOAL_NOTITIE_MAX),
  tooManyGoals: `Een template mag maximaal ${MAX_GOALS} doelen bevatten`,
} as const;
const m = userTemplateMessages;

const cleanString = (error: string) => z.string({ error }).refine(isCleanText, INVALID_CHARACTERS);

/** Shape and types only; trimming, dropping blank goals and the length limits are the decider's rules. */
export const templateBody = z.object({
  bedrijf_id: z.coerce
    .number({ error: m.companyRequired })
    .int(m.companyRequired)
    .positive(m.companyRequired)
    .max(MAX_ID, m.companyNotFound),
  omschrijving: singleLineText(TEMPLATE_OMSCHRIJVING_MAX, m.omschrijvingRequired, m.omschrijvingTooLong),
  goals: z
    .array(
      z.object({
        omschrijving: cleanString(m.goalRequired)
          .nullish()
          .transform((value) => value ?? ''),
        notitie: cleanString('Notitie moet tekst zijn').nullish(),
      }),
      { error: m.goalRequired },
    )
    .max(200, m.tooManyGoals),
});
export type TemplateInput = z.input<typeof templateBody>;

export const templateGoal = z.object({ omschrijving: z.string(), notitie: z.string() }).meta({ id: 'TemplateGoal' });
export type TemplateGoal = z.infer<typeof templateGoal>;

/** A user template (SPEC section 3). */
export const userTemplate = z
  .object({
    id: z.number().int(),
    bedrijf_id: z.number().int(),
    bedrijf_naam: z.string(),
    omschrijving: z.string(),
    created_at: isoTime,
    goals: z.array(templateGoal),
  })
  .meta({ id: 'UserTemplate' });
export type UserTemplate = z.infer<typeof userTemplate>;

/** Branches and functions of the read-only catalogue. */
export const namedItem = z.object({ id: z.number().int(), naam: z.string() }).meta({ id: 'NamedItem' });
export type NamedItem = z.infer<typeof namedItem>;

export const catalogueMessages = {
  branchNotFound: 'Branche niet gevonden',
  functionNotFound: 'Functie niet gevonden',
  templateNotFound: 'Gesprekstemplate niet gevonden',
} as const;

/** A read-only conversation template of the catalogue; `gegenereerd` marks one the admin generated with AI. */
export const catalogueTemplate = z
  .object({
    id: z.number().int(),
    naam: z.string(),
    type: z.string(),
    beschrijving: z.string(),
    goals: z.array(templateGoal),
    gegenereerd: z.literal(true).optional(),
  })
  .meta({ id: 'CatalogueTemplate' });
export type CatalogueTemplate = z.infer<typeof catalogueTemplate>;
/** The same, with the branch and function it belongs to (search and detail). */
export const enrichedTemplate = catalogueTemplate
  .extend({ branche_id: z.number().int(), branche_naam: z.string(), functie_id: z.number().int(), functie_naam: z.string() })
  .meta({ id: 'EnrichedCatalogueTemplate' });
export type EnrichedTemplate = z.infer<typeof enrichedTemplate>;

export const templateSearchQuery = z.object({
  q: z.string({ error: 'Ongeldige zoekterm' }).max(200, 'Zoekterm is te lang').optional().default(''),
});

const params = z.object({ id: idParam(m.notFound) });
export const templateApi = {
  ...endpointGroup('Eigen templates', {
    list: endpoint({
      method: 'get',
      path: '/templates',
      access: 'user',
      roles: roles.hrAndAuditor,
      summary: 'De eigen templates, nieuwste eerst',
      response: z.array(userTemplate),
    }),
    get: endpoint({
      method: 'get',
      path: '/templates/{id}',
      access: 'user',
      roles: roles.hrAndAuditor,
      summary: 'Eén eigen template',
      params,
      response: userTemplate,
    }),
    create: endpoint({
      method: 'post',
      path: '/templates',
      access: 'user',
      roles: roles.hr,
      summary: 'Maak een eigen template',
      body: templateBody,
      response: userTemplate,
      status: 201,
    }),
    update: endpoint({
      method: 'put',
      path: '/templates/{id}',
      access: 'user',
      roles: roles.hr,
      summary: 'Wijzig een eigen template',
      params,
      body: templateBody,
      response: userTemplate,
    }),
    remove: endpoint({
      method: 'delete',
      path: '/templates/{id}',
      access: 'user',
      roles: roles.hr,
      summary: 'Verwijder een eigen template',
      params,
      response: messageResponse,
    }),
  }),
  ...endpointGroup('Gesprekstemplates', {
    branches: endpoint({
      method: 'get',
      path: '/branches',
      access: 'user',
      roles: roles.hrAndAuditor,
      summary: 'De branches van de catalogus',
      response: z.array(namedItem),
    }),
    functions: endpoint({
      method: 'get',
      path: '/branches/{id}/functions',
      access: 'user',
      roles: roles.hrAndAuditor,
      summary: 'De functies van een branche',
      params: z.object({ id: idParam(catalogueMessages.branchNotFound) }),
      response: z.array(namedItem),
    }),
    functionTemplates: endpoint({
      method: 'get',
      path: '/branches/{id}/functions/{functionId}/templates',
      access: 'user',
      roles: roles.hrAndAuditor,
      summary: 'De gesprekstemplates van een functie',
      params: z.object({ id: idParam(catalogueMessages.branchNotFound), functionId: idParam(catalogueMessages.functionNotFound) }),
      response: z.array(catalogueTemplate),
    }),
    search: endpoint({
      method: 'get',
      path: '/conversation-templates/search',
      access: 'user',
      roles: roles.hrAndAuditor,
      summary: 'Zoek gesprekstemplates (max. 50)',
      query: templateSearchQuery,
      response: z.array(enrichedTemplate),
    }),
    catalogueTemplate: endpoint({
      method: 'get',
      path: '/conversation-templates/{id}',
      access: 'user',
      roles: roles.hrAndAuditor,
      summary: 'Eén gesprekstemplate',
      params: z.object({ id: idParam(catalogueMessages.templateNotFound) }),
      response: enrichedTemplate,
    }),
  }),
};
