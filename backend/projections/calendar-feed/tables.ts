import { int, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/** The calendar feed that works now, per person and workspace; a revoked one is deleted. */
export const calendarFeedsTable = readModelTable(
  'calendar_feeds',
  { user_id: int(), workspace_id: int(), feed_id: text(), scope: text(), token_hash: text(), created_at: timestamptz() },
  { primaryKey: ['user_id', 'workspace_id'] },
);

/** Who planned each conversation (the member who acted on ConversationPlanned): a feed's scope 'own'. */
export const conversationPlannersTable = readModelTable(
  'conversation_planners',
  { conversation_id: int(), planned_by: int() },
  { primaryKey: ['conversation_id'] },
);

export type CalendarFeedRow = RowOf<typeof calendarFeedsTable.columns, Date>;
