import { bool, int, jsonb, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/** The endpoints of each workspace; a deleted one is gone. `disabled_reason` is null while it is on. */
export const webhookEndpointsTable = readModelTable(
  'webhook_endpoints',
  [
    { id: text(), workspace_id: int(), url: text(), events: jsonb(), enabled: bool() },
    { disabled_reason: text({ nullable: true }), created_at: timestamptz() },
  ],
  { primaryKey: ['id'] },
);

export type WebhookEndpointRow = RowOf<typeof webhookEndpointsTable.columns, Date>;
