import type { Pool } from '../../platform/db';
import { webhookEndpointsTable, type WebhookEndpointRow } from './tables';

/** A workspace's endpoints, oldest first. */
export async function webhookEndpointsOf(pool: Pool, workspaceId: number): Promise<WebhookEndpointRow[]> {
  const { rows } = await pool.query<WebhookEndpointRow>(
    `SELECT ${webhookEndpointsTable.select()} FROM read.webhook_endpoints WHERE workspace_id = $1 ORDER BY created_at, id`,
    [workspaceId],
  );
  return rows;
}

/** One endpoint, only within its own workspace. */
export async function webhookEndpointOf(pool: Pool, workspaceId: number, id: string): Promise<WebhookEndpointRow | undefined> {
  const { rows } = await pool.query<WebhookEndpointRow>(
    `SELECT ${webhookEndpointsTable.select()} FROM read.webhook_endpoints WHERE workspace_id = $1 AND id = $2`,
    [workspaceId, id],
  );
  return rows[0];
}
