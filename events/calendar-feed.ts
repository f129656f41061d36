import { defineKeyedCategory } from './category';

/** Which conversations a calendar feed shows: the workspace's, or those its holder planned. */
export type CalendarFeedScope = 'workspace' | 'own';

/**
 * `calendar_feed-<userId>.<workspaceId>`: one person's calendar subscription in one workspace. The
 * address's secret is derived from `feedId` with the master secret (never stored); the stream keeps
 * its SHA-256 (`tokenHash`), what a fetch is looked up by. A new feed replaces the one before it.
 */
export type CalendarFeedEvent =
  | {
      type: 'CalendarFeedCreated';
      data: { feedId: string; userId: number; workspaceId: number; scope: CalendarFeedScope; tokenHash: string; at: string };
    }
  | { type: 'CalendarFeedRevoked'; data: { feedId: string; at: string } };

export const calendarFeedCategory = defineKeyedCategory<CalendarFeedEvent>({
  name: 'calendar_feed',
  versions: { CalendarFeedCreated: 1, CalendarFeedRevoked: 1 },
});

export const calendarFeedStream = (userId: number, workspaceId: number) => calendarFeedCategory.streamOf(`${userId}.${workspaceId}`);
