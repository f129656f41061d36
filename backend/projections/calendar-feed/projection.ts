import { idFrom } from '../../../events/data-subjects';
import type { DbClient } from '../../platform/db';
import { categoryRouter } from '../by-category';
import type { Projection } from '../projection';
import { calendarFeedsTable, conversationPlannersTable } from './tables';

/**
 * One batch: feeds are written as their events come (few, and each may replace the last), the
 * planners of the batch's conversations at the end with one statement: a rebuild's replay plans
 * thousands of conversations per batch, once a round trip each.
 */
interface Batch {
  tx: DbClient;
  /** Conversation id to who planned it; the first ConversationPlanned of a conversation counts, as ON CONFLICT DO NOTHING keeps it. */
  planners: Map<number, number>;
}

const route = categoryRouter<Batch>({
  async calendar_feed({ tx }, event) {
    if (event.type === 'CalendarFeedRevoked') {
      await tx.query('DELETE FROM calendar_feeds WHERE feed_id = $1', [event.data.feedId]);
      return;
    }
    const { feedId, userId, workspaceId, scope, tokenHash, at } = event.data;
    await tx.query(
      `INSERT INTO calendar_feeds (user_id, workspace_id, feed_id, scope, token_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, workspace_id) DO UPDATE
         SET feed_id = EXCLUDED.feed_id, scope = EXCLUDED.scope, token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`,
      [userId, workspaceId, feedId, scope, tokenHash, at],
    );
  },
  pop({ planners }, event, id) {
    if (event.type !== 'ConversationPlanned') return;
    // Conversations from before workspaces name no actor: their account planned them.
    const plannedBy = idFrom(event.metadata.actor) ?? idFrom(event.metadata.tenant) ?? idFrom(event.data.ownerId);
    if (plannedBy !== null && !planners.has(id)) planners.set(id, plannedBy);
  },
});

/** Calendar feeds by the hash of their secret (GET /calendar/{token}.ics), and who planned what (scope 'own'). */
export const calendarFeedsProjection: Projection = {
  name: 'calendar_feeds',
  version: 1,
  setupSql: `
    ${calendarFeedsTable.ddl}
    CREATE UNIQUE INDEX calendar_feeds_token ON calendar_feeds (token_hash);
    ${conversationPlannersTable.ddl}
    CREATE INDEX conversation_planners_by ON conversation_planners (planned_by);`,
  async apply(tx, events) {
    const batch: Batch = { tx, planners: new Map() };
    await route(batch, events);
    if (!batch.planners.size) return;
    await tx.query(
      `INSERT INTO conversation_planners (conversation_id, planned_by) SELECT * FROM unnest($1::int[], $2::int[])
       ON CONFLICT DO NOTHING`,
      [[...batch.planners.keys()], [...batch.planners.values()]],
    );
  },
};
