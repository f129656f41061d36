import { z } from 'zod';
import { isoTime } from './fields';
import { endpoint } from './http';
import { roles } from './roles';

/**
 * The personal calendar feed (issue 25): a secret iCalendar address that Outlook, Google Calendar and
 * Apple Calendar subscribe to, with the workspace's planned and open conversations ('werkruimte') or
 * only those its holder planned ('eigen'). Listed under the notifications' endpoints.
 */
export const CALENDAR_FEED_SCOPES = ['werkruimte', 'eigen'] as const;
export type CalendarFeedScopeName = (typeof CALENDAR_FEED_SCOPES)[number];

export const calendarFeedMessages = {
  scope: 'Kies werkruimte of alleen mijn gesprekken.',
  feedNotFound: 'Dit agenda-adres bestaat niet (meer). Maak in POP Planner een nieuw adres.',
  noFeed: 'Je hebt geen agenda-adres.',
};

export const createCalendarFeedBody = z.object({ scope: z.enum(CALENDAR_FEED_SCOPES, { error: calendarFeedMessages.scope }) });

/** `abonnement` is null while the person has no address in this workspace. */
export const calendarFeedView = z
  .object({
    abonnement: z.object({ url: z.string(), scope: z.enum(CALENDAR_FEED_SCOPES), aangemaakt_op: isoTime }).nullable(),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeedView = z.infer<typeof calendarFeedView>;

/** The address's secret: 43 characters of base64url. */
const feedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, calendarFeedMessages.feedNotFound) });

const path = '/notifications/calendar-feed';
export const calendarFeedEndpoints = {
  calendarFeed: endpoint({
    method: 'get',
    path,
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'Je agenda-adres in deze werkruimte, als je er een hebt',
    response: calendarFeedView,
  }),
  createCalendarFeed: endpoint({
    method: 'post',
    path,
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'Maak een (nieuw) agenda-adres; een vorig adres werkt meteen niet meer',
    body: createCalendarFeedBody,
    response: calendarFeedView,
    status: 201,
    errors: { 400: 'Ongeldige keuze' },
  }),
  revokeCalendarFeed: endpoint({
    method: 'delete',
    path,
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'Trek je agenda-adres in',
    response: calendarFeedView,
    errors: { 404: 'Geen agenda-adres' },
  }),
  calendarFeedIcs: endpoint({
    method: 'get',
    path: '/calendar/{token}.ics',
    access: 'public',
    summary: 'De gesprekken als iCalendar-abonnement (ETag; If-None-Match geeft 304)',
    params: feedParams,
    responseType: 'ics',
    errors: { 404: 'Onbekend of ingetrokken adres', 429: 'Te vaak opgevraagd' },
  }),
};
