import { readModelTable, type RowOf } from '../read-model-table';

/**
 * One line of an account's recent activity. `details` is what the card shows for the item in the
 * contract's own field names (an `ActivityLogged` event stores them so), served as it is.
 */
export const activityTable = readModelTable(
  'activity',
  {
    event_id: { type: 'text' },
    owner_id: { type: 'int' },
    /** The member who made the change (metadata.actor); null for the product's own events. */
    actor_id: { type: 'int', nullable: true },
    entity_type: { type: 'text' },
    entity_id: { type: 'int' },
    action: { type: 'text' },
    details: { type: 'jsonb' },
    created_at: { type: 'timestamptz' },
  },
  { primaryKey: ['event_id'] },
);

/** The latest name of a company or employee, for lines of events that do not carry it. */
export const activityNamesTable = readModelTable(
  'activity_names',
  {
    entity_type: { type: 'text' },
    entity_id: { type: 'int' },
    name: { type: 'text' },
  },
  { primaryKey: ['entity_type', 'entity_id'] },
);

/** A conversation's parties as it was scheduled with them: its lines keep these names. */
export const activityConversationsTable = readModelTable(
  'activity_conversations',
  {
    conversation_id: { type: 'int' },
    employee_name: { type: 'text' },
    company_name: { type: 'text' },
  },
  { primaryKey: ['conversation_id'] },
);

export type ActivityRow = RowOf<typeof activityTable.columns>;
export type ActivityNameRow = RowOf<typeof activityNamesTable.columns>;
export type ActivityConversationRow = RowOf<typeof activityConversationsTable.columns>;
