import type { WebhookEventName } from '../../../contracts/webhook-payloads';
import { idFrom } from '../../../events/data-subjects';
import type { RecordedEvent } from '../../eventstore/port';
import type { DbClient } from '../../platform/db';
import { categoryRouter } from '../../projections/by-category';
import { reactorProjection, type Projection } from '../../projections/projection';

/**
 * Kept beside the mail outbox, outside the rebuilt read schema. `webhook_targets`: the endpoints as the
 * reactor knows them (with the id their secret derives from). `webhook_deliveries`: the outbox, one row
 * per event and endpoint, keyed by both, so a replay or a rebuild never enqueues a delivery twice. `facts`
 * holds ids, statuses and numbers only: names are read when the delivery is sent (webhook-payload.ts).
 * `webhook_attempts`: every try, for the delivery log.
 */
export const webhookSchemaSql = `
CREATE TABLE IF NOT EXISTS webhook_targets (
  endpoint_id text PRIMARY KEY,
  workspace_id integer NOT NULL,
  url text NOT NULL,
  events jsonb NOT NULL,
  secret_id text NOT NULL,
  enabled boolean NOT NULL,
  deleted boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS webhook_targets_workspace ON webhook_targets (workspace_id);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id bigserial PRIMARY KEY,
  event_id text NOT NULL,
  endpoint_id text NOT NULL,
  workspace_id integer NOT NULL,
  type text NOT NULL,
  facts jsonb NOT NULL,
  occurred_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- pending, delivered or failed (the retry window passed).
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  first_attempt_at timestamptz,
  last_attempt_at timestamptz,
  last_status integer,
  -- Null: as soon as possible.
  next_attempt_at timestamptz,
  -- Set while an instance is sending it; lapses, so a crash in between only delays the delivery.
  claimed_until timestamptz,
  UNIQUE (event_id, endpoint_id)
);
-- The event's place in the global order: a send waits until the read models its payload reads show it.
ALTER TABLE webhook_deliveries ADD COLUMN IF NOT EXISTS event_checkpoint text;
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (next_attempt_at NULLS FIRST) WHERE status = 'pending';
CREATE INDEX IF NOT EXISTS webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id DESC);
CREATE TABLE IF NOT EXISTS webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL,
  at timestamptz NOT NULL,
  status integer,
  error text,
  ok boolean NOT NULL,
  manual boolean NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_attempts_delivery ON webhook_attempts (delivery_id, id);
`;

/** What a delivery needs of its event, without personal data. */
export interface DeliveryFacts {
  conversationId?: number;
  employeeId?: number;
  companyId?: number;
  goalId?: number;
  progress?: number;
  status?: string;
}

type Change =
  | { kind: 'event'; eventId: string; checkpoint: string; workspaceId: number; type: WebhookEventName; facts: DeliveryFacts; at: string }
  | { kind: 'target'; endpointId: string; workspaceId?: number; url?: string; events?: string[]; secretId?: string; enabled?: boolean }
  | { kind: 'deleted'; endpointId: string };

/** The change that queues a delivery of `type` about `event` to the workspace's subscribed endpoints. */
const eventChange = (event: RecordedEvent, workspaceId: number, type: WebhookEventName, facts: DeliveryFacts): Change => ({
  kind: 'event',
  eventId: event.id,
  checkpoint: event.checkpoint,
  at: event.recordedAt,
  workspaceId,
  type,
  facts,
});

const collect = categoryRouter<Change[]>({
  pop(changes, event, conversationId) {
    const workspaceId = idFrom(event.metadata.tenant);
    if (event.type === 'ConversationPlanned') {
      const owner = idFrom(event.data.ownerId) ?? workspaceId;
      if (owner !== null) changes.push(eventChange(event, owner, 'conversation.planned', { conversationId }));
      return;
    }
    if (workspaceId === null) return;
    if (event.type === 'ConversationStatusChanged' && event.data.status !== 'gepland') {
      const type = event.data.status === 'open' ? 'conversation.started' : 'conversation.completed';
      changes.push(eventChange(event, workspaceId, type, { conversationId, status: event.data.status }));
    } else if (event.type === 'GoalProgressSet') {
      const { goalId, progress } = event.data;
      changes.push(eventChange(event, workspaceId, 'goal.progress_set', { conversationId, goalId, progress }));
    }
  },
  employee(changes, event, employeeId) {
    if (event.type !== 'EmployeeRegistered') return;
    const { ownerId, companyId } = event.data;
    changes.push(eventChange(event, ownerId, 'employee.created', { employeeId, companyId }));
  },
  data_subject(changes, event) {
    if (event.type !== 'PersonalDataErased' || event.data.kind !== 'employee') return;
    const { id, ownerId } = event.data;
    changes.push(eventChange(event, ownerId, 'employee.erased', { employeeId: id }));
  },
  webhook(changes, event, endpointId) {
    switch (event.type) {
      case 'WebhookEndpointCreated': {
        const { workspaceId, url, events, secretId } = event.data;
        changes.push({ kind: 'target', endpointId, workspaceId, url, events, secretId, enabled: true });
        return;
      }
      case 'WebhookSecretRotated':
        changes.push({ kind: 'target', endpointId, secretId: event.data.secretId });
        return;
      case 'WebhookEndpointEnabled':
      case 'WebhookEndpointDisabled':
        changes.push({ kind: 'target', endpointId, enabled: event.type === 'WebhookEndpointEnabled' });
        return;
      case 'WebhookEndpointDeleted':
        changes.push({ kind: 'deleted', endpointId });
        return;
    }
  },
});

/** Stores one change; true when it queued deliveries. */
async function write(tx: DbClient, change: Change): Promise<boolean> {
  switch (change.kind) {
    case 'event': {
      // Only endpoints that were on and subscribed when the event happened; the key makes a replay a no-op.
      const { rowCount } = await tx.query(
        `INSERT INTO webhook_deliveries (event_id, endpoint_id, workspace_id, type, facts, occurred_at, event_checkpoint)
         SELECT $1, endpoint_id, workspace_id, $3, $4, $5, $6 FROM webhook_targets
          WHERE workspace_id = $2 AND enabled AND NOT deleted AND events ? $3
         ON CONFLICT (event_id, endpoint_id) DO NOTHING`,
        [change.eventId, change.workspaceId, change.type, JSON.stringify(change.facts), change.at, change.checkpoint],
      );
      return (rowCount ?? 0) > 0;
    }
    case 'target': {
      const { endpointId, workspaceId, url, events, secretId, enabled } = change;
      if (workspaceId !== undefined) {
        await tx.query(
          `INSERT INTO webhook_targets (endpoint_id, workspace_id, url, events, secret_id, enabled) VALUES ($1, $2, $3, $4, $5, true)
           ON CONFLICT (endpoint_id) DO NOTHING`,
          [endpointId, workspaceId, url, JSON.stringify(events), secretId],
        );
        return false;
      }
      await tx.query(
        'UPDATE webhook_targets SET secret_id = coalesce($2, secret_id), enabled = coalesce($3, enabled) WHERE endpoint_id = $1',
        [endpointId, secretId ?? null, enabled ?? null],
      );
      return false;
    }
    case 'deleted':
      await tx.query('UPDATE webhook_targets SET deleted = true, enabled = false WHERE endpoint_id = $1', [change.endpointId]);
      await tx.query(
        `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL WHERE endpoint_id = $1 AND status = 'pending'`,
        [change.endpointId],
      );
      return false;
  }
}

/** The reactor half of webhooks: events in, deliveries queued, in the same transaction as its checkpoint. */
export function webhookReactor(onQueued: () => void): Projection {
  return reactorProjection<Change>(
    'webhook_reactor',
    collect,
    async (tx, changes) => {
      let queued = false;
      for (const change of changes) queued = (await write(tx, change)) || queued;
      return queued;
    },
    // The scheduler looks once the deliveries are committed, and only when there are any.
    onQueued,
  );
}
