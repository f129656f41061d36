import type { WebhookEventName } from '../../../contracts/webhook-payloads';
import type { WebhookDeliveryView, WebhookView } from '../../../contracts/webhooks';
import type { Pool } from '../../platform/db';
import type { WebhookEndpointRow } from '../../projections/webhook/tables';

const REASONS = { member: 'lid', failures: 'mislukt' } as const;

export function toWebhookView(row: WebhookEndpointRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: row.events as unknown as WebhookEventName[],
    actief: row.enabled,
    uitgeschakeld: row.disabled_reason ? (REASONS[row.disabled_reason as keyof typeof REASONS] ?? 'lid') : null,
    aangemaakt_op: row.created_at.toISOString(),
  };
}

const STATUS = { pending: 'wachtend', delivered: 'afgeleverd', failed: 'mislukt' } as const;

interface DeliveryRow {
  id: string;
  type: WebhookEventName;
  status: keyof typeof STATUS;
  attempts: number;
  last_status: number | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  created_at: Date;
  tries: { at: string; status: number | null; error: string | null; ok: boolean; manual: boolean }[];
}

/**
 * The delivery log of one endpoint (the webhook reactor's outbox, outside the rebuilt read models),
 * newest first; `deliveryId` narrows it to one. Only for an endpoint of `workspaceId`.
 */
export async function webhookDeliveries(
  pool: Pool,
  workspaceId: number,
  endpointId: string,
  deliveryId?: number,
): Promise<WebhookDeliveryView[]> {
  const { rows } = await pool.query<DeliveryRow>(
    `SELECT d.id, d.type, d.status, d.attempts, d.last_status, d.last_attempt_at, d.next_attempt_at, d.created_at,
            coalesce((SELECT json_agg(json_build_object('at', a.at, 'status', a.status, 'error', a.error, 'ok', a.ok, 'manual', a.manual)
                                      ORDER BY a.id DESC)
                        FROM reactors.webhook_attempts a WHERE a.delivery_id = d.id), '[]') AS tries
       FROM reactors.webhook_deliveries d
      WHERE d.endpoint_id = $1 AND d.workspace_id = $2 AND ($3::bigint IS NULL OR d.id = $3)
      ORDER BY d.id DESC LIMIT 50`,
    [endpointId, workspaceId, deliveryId ?? null],
  );
  return rows.map((row) => ({
    id: String(row.id),
    type: row.type,
    status: STATUS[row.status],
    aantal_pogingen: row.attempts,
    laatste_statuscode: row.last_status,
    laatste_poging_op: row.last_attempt_at?.toISOString() ?? null,
    volgende_poging_op: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    aangemaakt_op: row.created_at.toISOString(),
    pogingen: row.tries.map((t) => ({
      op: new Date(t.at).toISOString(),
      statuscode: t.status,
      fout: t.error,
      gelukt: t.ok,
      handmatig: t.manual,
    })),
  }));
}
