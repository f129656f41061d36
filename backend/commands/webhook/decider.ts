import type { WebhookDisabledReason, WebhookEvent } from '../../../events/webhook';
import { webhookCategory } from '../../../events/webhook';
import { unhandled } from '../../../events/unhandled';
import { webhookMessages } from '../../../contracts/webhooks';
import { NotFoundError } from '../../platform/errors';
import { decider } from '../decider';

export interface WebhookState {
  exists: boolean;
  workspaceId: number | null;
  enabled: boolean;
  deleted: boolean;
}

export type WebhookCommand =
  | { type: 'CreateWebhook'; endpointId: string; workspaceId: number; url: string; events: string[]; secretId: string; now: string }
  | { type: 'RotateWebhookSecret'; workspaceId: number; secretId: string; now: string }
  | { type: 'SetWebhookEnabled'; workspaceId: number; enabled: boolean; reason: WebhookDisabledReason; now: string }
  | { type: 'DeleteWebhook'; workspaceId: number; now: string };

/** Another workspace's endpoint answers as a missing one: tenants are sealed. */
function existing(state: WebhookState, workspaceId: number) {
  if (!state.exists || state.deleted || state.workspaceId !== workspaceId) throw new NotFoundError(webhookMessages.notFound);
}

function decide(command: WebhookCommand, state: WebhookState): WebhookEvent[] {
  switch (command.type) {
    case 'CreateWebhook': {
      if (state.exists) return [];
      const { endpointId, workspaceId, url, events, secretId, now } = command;
      return [{ type: 'WebhookEndpointCreated', data: { endpointId, workspaceId, url, events, secretId, at: now } }];
    }
    case 'RotateWebhookSecret':
      existing(state, command.workspaceId);
      return [{ type: 'WebhookSecretRotated', data: { secretId: command.secretId, at: command.now } }];
    case 'SetWebhookEnabled':
      existing(state, command.workspaceId);
      if (state.enabled === command.enabled) return [];
      return command.enabled
        ? [{ type: 'WebhookEndpointEnabled', data: { at: command.now } }]
        : [{ type: 'WebhookEndpointDisabled', data: { reason: command.reason, at: command.now } }];
    case 'DeleteWebhook':
      existing(state, command.workspaceId);
      return [{ type: 'WebhookEndpointDeleted', data: { at: command.now } }];
    default:
      return unhandled(command);
  }
}

function evolve(state: WebhookState, event: WebhookEvent): WebhookState {
  switch (event.type) {
    case 'WebhookEndpointCreated':
      return { exists: true, workspaceId: event.data.workspaceId, enabled: true, deleted: false };
    case 'WebhookSecretRotated':
      return state;
    case 'WebhookEndpointEnabled':
      return { ...state, enabled: true };
    case 'WebhookEndpointDisabled':
      return { ...state, enabled: false };
    case 'WebhookEndpointDeleted':
      return { ...state, deleted: true, enabled: false };
    default:
      return unhandled(event);
  }
}

export const webhookDecider = decider(
  webhookCategory,
  (): WebhookState => ({ exists: false, workspaceId: null, enabled: false, deleted: false }),
  decide,
  evolve,
);
