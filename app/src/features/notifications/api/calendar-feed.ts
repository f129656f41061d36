import useSWR from 'swr';
import type { CalendarFeedScopeName, CalendarFeedView } from '../../../../../contracts/calendar-feed';
import { notificationsApi } from '../../../../../contracts/notifications';
import { call, fetchPath, pathOf } from '../../../api/client';

export const CALENDAR_FEED_PATH = pathOf(notificationsApi.calendarFeed);

/** The person's calendar address in the workspace in use (`abonnement` null while there is none). */
export const useCalendarFeed = () => useSWR<CalendarFeedView, Error>(CALENDAR_FEED_PATH, fetchPath);

/** Each answers the address as it now is: a new one (the old stops working at once), or none. */
export const calendarFeedActions = {
  create: (scope: CalendarFeedScopeName) => call(notificationsApi.createCalendarFeed, { body: { scope } }),
  revoke: () => call(notificationsApi.revokeCalendarFeed),
};
