import { calendarFeedCategory, type CalendarFeedEvent, type CalendarFeedScope } from '../../../events/calendar-feed';
import { unhandled } from '../../../events/unhandled';
import { NotFoundError } from '../../platform/errors';
import { decider } from '../decider';

export const calendarFeedMessages = { notFound: 'Je hebt geen agenda-adres.' };

/** The feed that works now, if any. */
export interface CalendarFeedState {
  feedId: string | null;
}

export type CalendarFeedCommand =
  | {
      type: 'CreateCalendarFeed';
      feedId: string;
      userId: number;
      workspaceId: number;
      scope: CalendarFeedScope;
      tokenHash: string;
      now: string;
    }
  | { type: 'RevokeCalendarFeed'; now: string };

function decide(command: CalendarFeedCommand, state: CalendarFeedState): CalendarFeedEvent[] {
  switch (command.type) {
    case 'CreateCalendarFeed': {
      const { feedId, userId, workspaceId, scope, tokenHash, now } = command;
      // A new address replaces the old one in the same event: there is never a moment with two.
      return [{ type: 'CalendarFeedCreated', data: { feedId, userId, workspaceId, scope, tokenHash, at: now } }];
    }
    case 'RevokeCalendarFeed':
      if (state.feedId === null) throw new NotFoundError(calendarFeedMessages.notFound);
      return [{ type: 'CalendarFeedRevoked', data: { feedId: state.feedId, at: command.now } }];
    default:
      return unhandled(command);
  }
}

function evolve(_state: CalendarFeedState, event: CalendarFeedEvent): CalendarFeedState {
  switch (event.type) {
    case 'CalendarFeedCreated':
      return { feedId: event.data.feedId };
    case 'CalendarFeedRevoked':
      return { feedId: null };
    default:
      return unhandled(event);
  }
}

export const calendarFeedDecider = decider(calendarFeedCategory, (): CalendarFeedState => ({ feedId: null }), decide, evolve);
