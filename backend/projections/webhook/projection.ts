import { byCategory } from '../by-category';
import type { Projection } from '../projection';
import { webhookEndpointsTable } from './tables';

/** Profiel → API → Webhooks: the list of a workspace's endpoints. */
export const webhookEndpointsProjection: Projection = {
  name: 'webhook_endpoints',
  version: 1,
  setupSql: `
    ${webhookEndpointsTable.ddl}
    CREATE INDEX webhook_endpoints_workspace ON webhook_endpoints (workspace_id, created_at);`,
  apply: byCategory({
    async webhook(tx, event, endpointId) {
      switch (event.type) {
        case 'WebhookEndpointCreated': {
          const { workspaceId, url, events, at } = event.data;
          await tx.query(
            `INSERT INTO webhook_endpoints (id, workspace_id, url, events, enabled, disabled_reason, created_at)
             VALUES ($1, $2, $3, $4, true, NULL, $5) ON CONFLICT (id) DO NOTHING`,
            [endpointId, workspaceId, url, JSON.stringify(events), at],
          );
          return;
        }
        case 'WebhookEndpointEnabled':
          await tx.query('UPDATE webhook_endpoints SET enabled = true, disabled_reason = NULL WHERE id = $1', [endpointId]);
          return;
        case 'WebhookEndpointDisabled':
          await tx.query('UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2 WHERE id = $1', [
            endpointId,
            event.data.reason,
          ]);
          return;
        case 'WebhookEndpointDeleted':
          await tx.query('DELETE FROM webhook_endpoints WHERE id = $1', [endpointId]);
          return;
        default:
          return;
      }
    },
  }),
};
