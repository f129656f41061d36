import { z } from 'zod';
import { endpoint } from './http';
import { roles } from './roles';

/**
 * Which notification mails one's own address gets (issue 25): on unless switched off here or with the
 * mail's unsubscribe link. Invitations and their updates are not notifications and always go.
 */
export const mailSwitches = z
  .object({
    herinneringen: z.boolean({ error: 'Kies aan of uit' }),
    overzicht_verlopen_doelen: z.boolean({ error: 'Kies aan of uit' }),
  })
  .meta({ id: 'MailSwitches' });
export type MailSwitches = z.infer<typeof mailSwitches>;

/** The mail kind behind each switch. */
export const mailSwitchKinds = { herinneringen: 'reminder', overzicht_verlopen_doelen: 'overdue-digest' } as const;

export const UNSUBSCRIBE_INVALID = 'Deze afmeldlink is ongeldig.';

const unsubscribeQuery = z.object({ token: z.string({ error: UNSUBSCRIBE_INVALID }).max(200, UNSUBSCRIBE_INVALID) });

/** Listed under the notifications' endpoints (notificationsApi gives their tag). */
export const mailSwitchEndpoints = {
  mailSwitches: endpoint({
    method: 'get',
    path: '/notifications/preferences',
    access: 'user',
    roles: roles.everyone,
    summary: 'Welke meldingen je eigen e-mailadres krijgt',
    response: mailSwitches,
  }),
  setMailSwitches: endpoint({
    method: 'put',
    path: '/notifications/preferences',
    access: 'user',
    roles: roles.everyone,
    summary: 'Zet meldingen voor je eigen e-mailadres aan of uit',
    body: mailSwitches,
    response: mailSwitches,
    errors: { 400: 'Kies aan of uit' },
  }),
  unsubscribePage: endpoint({
    method: 'get',
    path: '/notifications/unsubscribe',
    access: 'public',
    summary: 'Afmeldpagina van een meldingsmail (met een knop die afmeldt)',
    query: unsubscribeQuery,
    responseType: 'html',
  }),
  unsubscribe: endpoint({
    method: 'post',
    path: '/notifications/unsubscribe',
    access: 'public',
    summary: 'Afmelden met één klik (RFC 8058 List-Unsubscribe-Post), zonder inloggen',
    query: unsubscribeQuery,
    responseType: 'html',
    errors: { 400: UNSUBSCRIBE_INVALID },
  }),
};
