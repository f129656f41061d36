import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { PLAN_CATALOGUE } from '../../../../contracts/plan-catalogue';
import { MAX_WEBHOOKS, webhookApi, webhookMessages } from '../../../../contracts/webhooks';
import { effectivePlan } from '../../../../events/plan-state';
import { webhookStream } from '../../../../events/webhook';
import { loadAccount } from '../../../commands/account/load';
import { runCommand } from '../../../commands/run-command';
import { webhookDecider, type WebhookCommand } from '../../../commands/webhook/decider';
import { webhookSecret } from '../../../commands/webhook/webhook-secret';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors';
import { webhookEndpointOf, webhookEndpointsOf } from '../../../projections/webhook/queries';
import { refusalOf } from '../../../reactors/webhook/address-guard';
import { resendDelivery } from '../../../reactors/webhook/webhook-scheduler';
import { toWebhookView, webhookDeliveries } from '../../../read-api/webhook/webhooks';
import type { AuthUser } from '../../auth';
import { bind } from '../../bind';
import { commandContext } from '../../command-context';
import type { ApiModule, AppDeps } from '../../deps';

class UnprocessableError extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}

/** Webhooks come with pro and enterprise: the plan of the workspace's founding account, as it holds now. */
async function requireApiPlan(deps: AppDeps, user: AuthUser) {
  const founder = await loadAccount(deps.store, user.workspaceId);
  if (!PLAN_CATALOGUE[effectivePlan(founder.plan, deps.clock().toISOString())].apiAccess)
    throw new ForbiddenError(webhookMessages.planRequired);
}

async function endpointOf(deps: AppDeps, user: AuthUser, id: string) {
  const row = await webhookEndpointOf(deps.pool, user.workspaceId, id);
  if (!row) throw new NotFoundError(webhookMessages.notFound);
  return row;
}

function run(deps: AppDeps, ctx: Context, user: AuthUser, endpointId: string, command: WebhookCommand) {
  return runCommand(deps, webhookStream(endpointId), webhookDecider, command, commandContext(ctx, user));
}

/** Profiel → API → Webhooks: endpoints of the caller's workspace only; another workspace's answer 404. */
export const webhookModule: ApiModule = (router, deps) => {
  bind(router, deps, webhookApi.listWebhooks, async (_ctx, { user }) => ({
    webhooks: (await webhookEndpointsOf(deps.pool, user.workspaceId)).map(toWebhookView),
  }));

  bind(router, deps, webhookApi.createWebhook, async (ctx, { body, user }) => {
    await requireApiPlan(deps, user);
    if ((await webhookEndpointsOf(deps.pool, user.workspaceId)).length >= MAX_WEBHOOKS)
      throw new UnprocessableError(webhookMessages.tooMany);
    const refusal = await refusalOf(body.url, deps.config.webhookAllowLoopback);
    if (refusal) throw new UnprocessableError(refusal);
    const endpointId = randomUUID();
    const secretId = randomUUID();
    const events = [...new Set(body.events)];
    const now = deps.clock().toISOString();
    await run(deps, ctx, user, endpointId, {
      type: 'CreateWebhook',
      endpointId,
      workspaceId: user.workspaceId,
      url: body.url,
      events,
      secretId,
      now,
    });
    return {
      webhook: toWebhookView(await endpointOf(deps, user, endpointId)),
      geheim: webhookSecret(deps.secrets, user.workspaceId, endpointId, secretId),
    };
  });

  bind(router, deps, webhookApi.updateWebhook, async (ctx, { params, body, user }) => {
    const row = await endpointOf(deps, user, params.id);
    if (body.actief) {
      await requireApiPlan(deps, user);
      // The address may point elsewhere by now: checked again before anything goes to it.
      const refusal = await refusalOf(row.url, deps.config.webhookAllowLoopback);
      if (refusal) throw new UnprocessableError(refusal);
    }
    const now = deps.clock().toISOString();
    const command = {
      type: 'SetWebhookEnabled' as const,
      workspaceId: user.workspaceId,
      enabled: body.actief,
      reason: 'member' as const,
      now,
    };
    await run(deps, ctx, user, params.id, command);
    return { webhook: toWebhookView(await endpointOf(deps, user, params.id)) };
  });

  bind(router, deps, webhookApi.rotateWebhookSecret, async (ctx, { params, user }) => {
    await endpointOf(deps, user, params.id);
    await requireApiPlan(deps, user);
    const secretId = randomUUID();
    await run(deps, ctx, user, params.id, {
      type: 'RotateWebhookSecret',
      workspaceId: user.workspaceId,
      secretId,
      now: deps.clock().toISOString(),
    });
    return {
      webhook: toWebhookView(await endpointOf(deps, user, params.id)),
      geheim: webhookSecret(deps.secrets, user.workspaceId, params.id, secretId),
    };
  });

  bind(router, deps, webhookApi.deleteWebhook, async (ctx, { params, user }) => {
    await endpointOf(deps, user, params.id);
    await run(deps, ctx, user, params.id, { type: 'DeleteWebhook', workspaceId: user.workspaceId, now: deps.clock().toISOString() });
    return { message: webhookMessages.deleted };
  });

  bind(router, deps, webhookApi.webhookDeliveries, async (_ctx, { params, user }) => {
    await endpointOf(deps, user, params.id);
    return { leveringen: await webhookDeliveries(deps.pool, user.workspaceId, params.id) };
  });

  bind(router, deps, webhookApi.resendWebhookDelivery, async (_ctx, { params, user }) => {
    const row = await endpointOf(deps, user, params.id);
    await requireApiPlan(deps, user);
    if (!row.enabled) throw new ConflictError('Deze webhook staat uit. Zet hem eerst aan.');
    const [before] = await webhookDeliveries(deps.pool, user.workspaceId, params.id, params.deliveryId);
    if (!before) throw new NotFoundError(webhookMessages.deliveryNotFound);
    if (!(await resendDelivery(deps, params.deliveryId))) throw new ConflictError('Deze levering wordt op dit moment verstuurd.');
    const [after] = await webhookDeliveries(deps.pool, user.workspaceId, params.id, params.deliveryId);
    return { levering: after! };
  });
};
