import { z } from 'zod';
import { calendarFeedEndpoints } from './calendar-feed';
import { endpoint, endpointGroup } from './http';
import { mailSwitchEndpoints } from './mail-switches';
import { roles } from './roles';

/**
 * Notifications (issue 25): what the workspace's members are told by mail, and when. Each helper's
 * endpoints live here; the profile's 'Meldingen' tab shows one card per setting.
 */

/** How long before a planned conversation its reminder goes; 'none' sends none. */
export const REMINDER_LEAD_TIMES = ['none', '1h', '1d', '2d', '1w'] as const;
export type ReminderLeadTime = (typeof REMINDER_LEAD_TIMES)[number];
export const DEFAULT_REMINDER_LEAD_TIME: ReminderLeadTime = '1d';

/** What the UI calls them. */
export const reminderLeadTimeLabels: Readonly<Record<ReminderLeadTime, string>> = {
  none: 'Geen',
  '1h': '1 uur',
  '1d': '1 dag',
  '2d': '2 dagen',
  '1w': '1 week',
};

const HOUR_MS = 60 * 60 * 1000;
/** The lead time in milliseconds; null for 'none'. */
export const reminderLeadMs: Readonly<Record<ReminderLeadTime, number | null>> = {
  none: null,
  '1h': HOUR_MS,
  '1d': 24 * HOUR_MS,
  '2d': 48 * HOUR_MS,
  '1w': 7 * 24 * HOUR_MS,
};

const leadTime = z.enum(REMINDER_LEAD_TIMES, { error: 'Kies geen, 1 uur, 1 dag, 2 dagen of 1 week.' });
export const reminderSetting = z.object({ voor_gesprek: leadTime }).meta({ id: 'ReminderSetting' });
export type ReminderSetting = z.infer<typeof reminderSetting>;

export const notificationsApi = endpointGroup('Meldingen', {
  ...mailSwitchEndpoints,
  ...calendarFeedEndpoints,
  reminder: endpoint({
    method: 'get',
    path: '/notifications/reminder',
    access: 'user',
    roles: roles.readers,
    summary: 'Hoe lang voor een gesprek de herinnering gaat',
    response: reminderSetting,
  }),
  setReminder: endpoint({
    method: 'put',
    path: '/notifications/reminder',
    access: 'user',
    roles: roles.hr,
    summary: 'Stel in hoe lang voor een gesprek de herinnering gaat',
    body: reminderSetting,
    response: reminderSetting,
    errors: { 400: 'Ongeldige keuze' },
  }),
});
