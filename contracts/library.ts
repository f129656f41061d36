import { z } from 'zod';
import { includeInactiveQuery } from './companies';
import { idParam, singleLineText, tooLongMessage } from './fields';
import { endpoint, endpointGroup } from './http';
import { roles } from './roles';

/** The goal library (/goals) and the ambition library (/ambitions) have one shape (SPEC 2). */
export type LibraryKind = 'goal' | 'ambition';
export const OMSCHRIJVING_MAX = 500;
export const libraryMessages = {
  omschrijvingRequired: 'Omschrijving is verplicht',
  omschrijvingTooLong: tooLongMessage('Omschrijving', OMSCHRIJVING_MAX),
  notFound: { goal: 'Doel niet gevonden', ambition: 'Ambitie niet gevonden' },
} as const;
const m = libraryMessages;

const omschrijving = singleLineText(OMSCHRIJVING_MAX, m.omschrijvingRequired, m.omschrijvingTooLong);
export const addEntryBody = z.object({ omschrijving });
export const updateEntryBody = z.object({ omschrijving, actief: z.boolean({ error: 'Actief moet waar of onwaar zijn' }).optional() });

export const libraryEntry = z.object({ id: z.number().int(), omschrijving: z.string(), actief: z.boolean() }).meta({ id: 'LibraryEntry' });
export type LibraryEntry = z.infer<typeof libraryEntry>;

function libraryEndpoints(kind: LibraryKind, path: '/goals' | '/ambitions', tag: string, noun: string) {
  const params = z.object({ id: idParam(m.notFound[kind]) });
  return endpointGroup(tag, {
    list: endpoint({
      method: 'get',
      path,
      access: 'user',
      roles: roles.hrAndAuditor,
      summary: `De eigen ${noun}`,
      query: includeInactiveQuery,
      response: z.array(libraryEntry),
    }),
    get: endpoint({
      method: 'get',
      path: `${path}/{id}`,
      access: 'user',
      roles: roles.hrAndAuditor,
      summary: `Eén item uit de ${noun}`,
      params,
      response: libraryEntry,
    }),
    create: endpoint({
      method: 'post',
      path,
      access: 'user',
      roles: roles.hr,
      summary: `Voeg toe aan de ${noun}`,
      body: addEntryBody,
      response: libraryEntry,
      status: 201,
    }),
    update: endpoint({
      method: 'put',
      path: `${path}/{id}`,
      access: 'user',
      roles: roles.hr,
      summary: `Wijzig een item van de ${noun}`,
      params,
      body: updateEntryBody,
      response: libraryEntry,
    }),
  });
}

export const libraryApi = {
  goal: libraryEndpoints('goal', '/goals', 'Doelen', 'doelenbibliotheek'),
  ambition: libraryEndpoints('ambition', '/ambitions', 'Ambities', 'ambitiebibliotheek'),
};
