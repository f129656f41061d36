import { webhookStream } from '../../../events/webhook';
import { loadAccount } from '../../commands/account/load';
import { requestMail } from '../../commands/conversation/load';
import type { CommandDeps } from '../../commands/deps';
import { handleCommand } from '../../commands/handle-command';
import { webhookDecider } from '../../commands/webhook/decider';
import { mailTemplates } from '../../platform/mail-templates';
import { REACTOR_SCHEMA } from '../mail/outbox-schema';

/** The workspace's owner now (ownership can be handed over); the founding account when the read model has none. */
async function ownerOf(deps: CommandDeps, workspaceId: number) {
  const { rows } = await deps.pool.query<{ user_id: number }>(
    `SELECT user_id FROM read.workspace_members WHERE workspace_id = $1 AND role = 'owner' ORDER BY joined_at LIMIT 1`,
    [workspaceId],
  );
  const account = await loadAccount(deps.store, rows[0]?.user_id ?? workspaceId);
  return account.registered ? account : null;
}

/**
 * The retry window of a delivery closed: the endpoint goes off, its other waiting deliveries are marked
 * failed (they can be sent again by hand), and the owner is mailed. Command and mail ids follow from the
 * delivery, so a second instance or a retry after a crash switches off and mails once.
 */
export async function switchOffEndpoint(
  deps: CommandDeps,
  target: { endpointId: string; workspaceId: number; url: string; deliveryId: string },
) {
  const context = {
    actor: 'webhooks',
    tenant: String(target.workspaceId),
    commandId: `webhook-off:${target.endpointId}:${target.deliveryId}`,
    idempotent: true,
  };
  const command = {
    type: 'SetWebhookEnabled' as const,
    workspaceId: target.workspaceId,
    enabled: false,
    reason: 'failures' as const,
    now: deps.clock().toISOString(),
  };
  await handleCommand(deps.store, webhookStream(target.endpointId), webhookDecider, command, context);
  // At once, not after the reactor saw the event: nothing more goes to a switched-off endpoint.
  await deps.pool.query(`UPDATE ${REACTOR_SCHEMA}.webhook_targets SET enabled = false WHERE endpoint_id = $1`, [target.endpointId]);
  await deps.pool.query(
    `UPDATE ${REACTOR_SCHEMA}.webhook_deliveries SET status = 'failed', next_attempt_at = NULL WHERE endpoint_id = $1 AND status = 'pending'`,
    [target.endpointId],
  );
  const owner = await ownerOf(deps, target.workspaceId);
  if (!owner) return;
  const mail = mailTemplates.webhookDisabled(owner.name, target.url, deps.config.appUrl);
  await requestMail(deps, { ...context, commandId: `${context.commandId}:mail` }, { to: owner.email, kind: 'webhook-disabled', ...mail });
}
