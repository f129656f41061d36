import { int, json, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/**
 * One line of an account's recent activity. `details` is what the card shows for the item in the
 * contract's own field names (an `ActivityLogged` event stores them so), served as it is;
 * `actor_id` is the member who made the change (metadata.actor), null for the product's own events.
 */
export const activityTable = readModelTable(
  'activity',
  [
    // Read by owner alone (the dashboard's newest lines, along the key): statistics of nothing else. An erasure's
    // DELETE by entity reads the table whatever they would say (no index has the entity).
    {
      event_id: text({ collate: 'C', statistics: false }),
      owner_id: int(),
      actor_id: int({ nullable: true, statistics: false }),
      entity_type: text({ statistics: false }),
      entity_id: int({ statistics: false }),
      action: text({ statistics: false }),
    },
    // Served whole, never queried into: json, as written (160,000 lines copied in: 175 ms against 214 as jsonb).
    { details: json(), created_at: timestamptz({ statistics: false }) },
  ],
  { primaryKey: ['owner_id', 'created_at', 'event_id'] },
);

/** The latest name of a company or employee, for lines of events that do not carry it. */
export const activityNamesTable = readModelTable(
  'activity_names',
  { entity_type: text(), entity_id: int(), name: text() },
  { primaryKey: ['entity_type', 'entity_id'] },
);

/** A conversation's parties as it was scheduled with them: its lines keep these names. */
export const activityConversationsTable = readModelTable(
  'activity_conversations',
  // Found by the conversation's id, the names only copied into lines: no statistics of them.
  { conversation_id: int(), employee_name: text({ statistics: false }), company_name: text({ statistics: false }) },
  { primaryKey: ['conversation_id'] },
);

export type ActivityRow = RowOf<typeof activityTable.columns>;
export type ActivityNameRow = RowOf<typeof activityNamesTable.columns>;
export type ActivityConversationRow = RowOf<typeof activityConversationsTable.columns>;
