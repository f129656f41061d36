import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { calendarFeedMessages, type CalendarFeedScopeName, type CalendarFeedView } from '../../../../contracts/calendar-feed';
import { notificationsApi } from '../../../../contracts/notifications';
import { calendarFeedStream, type CalendarFeedScope } from '../../../../events/calendar-feed';
import { calendarFeedDecider, type CalendarFeedCommand } from '../../../commands/calendar-feed/decider';
import { calendarFeedSecret, calendarFeedTokenHash } from '../../../commands/calendar-feed/feed-secret';
import { runCommand } from '../../../commands/run-command';
import { NotFoundError } from '../../../platform/errors';
import { limits } from '../../../platform/rate-limit';
import { feedOf } from '../../../projections/calendar-feed/queries';
import { calendarFeedBody } from '../../../read-api/calendar/feed';
import { etagOf } from '../../../read-api/calendar/feed-ics';
import type { AuthUser } from '../../auth';
import { bind } from '../../bind';
import { commandContext } from '../../command-context';
import type { ApiModule, AppDeps } from '../../deps';

const toScope: Record<CalendarFeedScopeName, CalendarFeedScope> = { werkruimte: 'workspace', eigen: 'own' };
const toScopeName: Record<CalendarFeedScope, CalendarFeedScopeName> = { workspace: 'werkruimte', own: 'eigen' };

async function viewOf(deps: AppDeps, user: AuthUser): Promise<CalendarFeedView> {
  const feed = await feedOf(deps.pool, user.id, user.workspaceId);
  if (!feed) return { abonnement: null };
  const secret = calendarFeedSecret(deps.secrets, user.id, feed.feed_id);
  return {
    abonnement: {
      url: `${deps.config.appUrl}/api/calendar/${secret}.ics`,
      scope: toScopeName[feed.scope as CalendarFeedScope],
      aangemaakt_op: feed.created_at.toISOString(),
    },
  };
}

function runFeedCommand(deps: AppDeps, ctx: Context, user: AuthUser, command: CalendarFeedCommand) {
  return runCommand(deps, calendarFeedStream(user.id, user.workspaceId), calendarFeedDecider, command, commandContext(ctx, user));
}

/** The personal calendar feed: its address (make, replace, revoke) and the feed itself, public behind its secret. */
export const calendarFeedRoutes: ApiModule = (router, deps) => {
  bind(router, deps, notificationsApi.calendarFeed, async (_ctx, { user }) => viewOf(deps, user));

  bind(router, deps, notificationsApi.createCalendarFeed, async (ctx, { body, user }) => {
    const feedId = randomUUID();
    const tokenHash = calendarFeedTokenHash(calendarFeedSecret(deps.secrets, user.id, feedId));
    const scope = toScope[body.scope];
    const now = deps.clock().toISOString();
    await runFeedCommand(deps, ctx, user, {
      type: 'CreateCalendarFeed',
      feedId,
      userId: user.id,
      workspaceId: user.workspaceId,
      scope,
      tokenHash,
      now,
    });
    return viewOf(deps, user);
  });

  bind(router, deps, notificationsApi.revokeCalendarFeed, async (ctx, { user }) => {
    await runFeedCommand(deps, ctx, user, { type: 'RevokeCalendarFeed', now: deps.clock().toISOString() });
    return viewOf(deps, user);
  });

  bind(router, deps, notificationsApi.calendarFeedIcs, async (ctx, { params: { token } }) => {
    const tokenHash = calendarFeedTokenHash(token);
    // Counted before the lookup, so guessing addresses costs the same as polling a real one.
    await deps.limiter.consume(limits.calendarFeedPerToken, tokenHash);
    const body = await calendarFeedBody(deps.pool, tokenHash, deps.config.appUrl);
    if (body === undefined) throw new NotFoundError(calendarFeedMessages.feedNotFound);
    // Koa compares If-None-Match with the ETag only for a 2xx answer.
    ctx.status = 200;
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.set('ETag', etagOf(body));
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = body;
  });
};
