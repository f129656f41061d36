import { defineKeyedCategory } from './category';

/** Why an endpoint stopped: a member switched it off, or its deliveries kept failing for the retry window. */
export type WebhookDisabledReason = 'member' | 'failures';

/**
 * `webhook-<endpointId>` (a uuid): one HTTPS endpoint of a workspace that receives chosen events,
 * signed with a secret. The secret is derived from `secretId` under the master secret and never
 * stored, so the event store alone cannot sign a delivery; a new secret is a new `secretId`.
 * `events` holds the public names (`conversation.planned`, …, contracts/webhooks.ts).
 */
export type WebhookEvent =
  | {
      type: 'WebhookEndpointCreated';
      data: { endpointId: string; workspaceId: number; url: string; events: string[]; secretId: string; at: string };
    }
  | { type: 'WebhookSecretRotated'; data: { secretId: string; at: string } }
  | { type: 'WebhookEndpointEnabled'; data: { at: string } }
  | { type: 'WebhookEndpointDisabled'; data: { reason: WebhookDisabledReason; at: string } }
  | { type: 'WebhookEndpointDeleted'; data: { at: string } };

export const webhookCategory = defineKeyedCategory<WebhookEvent>({
  name: 'webhook',
  versions: {
    WebhookEndpointCreated: 1,
    WebhookSecretRotated: 1,
    WebhookEndpointEnabled: 1,
    WebhookEndpointDisabled: 1,
    WebhookEndpointDeleted: 1,
  },
});

export const webhookStream = (endpointId: string) => webhookCategory.streamOf(endpointId);
