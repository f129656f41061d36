import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { apiTokenApi, type ApiToken } from '../../../../contracts/api-tokens';
import type { ApiTokenScopeName } from '../../../../contracts/token-access';
import { apiTokenStream, type ApiTokenScope } from '../../../../events/api-token';
import { effectivePlan } from '../../../../events/plan-state';
import { loadAccount } from '../../../commands/account/load';
import { apiTokenDecider, type ApiTokenCommand } from '../../../commands/api-token/decider';
import { apiTokenHash, newApiTokenSecret } from '../../../commands/api-token/token-secret';
import { runCommand } from '../../../commands/run-command';
import { apiTokensOf, type ListedApiTokenRow } from '../../../projections/api-token/queries';
import { lastUsedOf, scopeNames } from '../../api-token-auth';
import type { AuthUser } from '../../auth';
import { bind } from '../../bind';
import { commandContext } from '../../command-context';
import type { ApiModule, AppDeps } from '../../deps';

const toScope: Record<ApiTokenScopeName, ApiTokenScope> = { lezen: 'read', lezen_en_schrijven: 'read_write' };
const DAY_MS = 24 * 60 * 60 * 1000;

const toApi = (row: ListedApiTokenRow, lastUsed: Date | undefined): ApiToken => ({
  id: row.token_id,
  naam: row.name,
  prefix: row.prefix,
  scope: scopeNames[row.scope as ApiTokenScope],
  aangemaakt_op: row.created_at.toISOString(),
  verloopt_op: row.expires_at.toISOString(),
  laatst_gebruikt_op: lastUsed?.toISOString() ?? null,
  lid: { id: row.user_id, naam: row.member_name },
});

/** One's own tokens; the owner sees every member's, to revoke what a departed colleague left behind. */
async function listOf(deps: AppDeps, user: AuthUser): Promise<ApiToken[]> {
  const rows = await apiTokensOf(deps.pool, user.workspaceId, user.role === 'owner' ? null : user.id);
  const used = await lastUsedOf(
    deps.pool,
    rows.map((r) => r.token_id),
  );
  return rows.map((row) => toApi(row, used.get(row.token_id)));
}

const runTokenCommand = (deps: AppDeps, ctx: Context, user: AuthUser, tokenId: string, command: ApiTokenCommand) =>
  runCommand(deps, apiTokenStream(tokenId), apiTokenDecider, command, commandContext(ctx, user));

/** Profiel → API: make, list and revoke personal API tokens (issue 26). */
export const apiTokenModule: ApiModule = (router, deps) => {
  bind(router, deps, apiTokenApi.apiTokens, async (_ctx, { user }) => listOf(deps, user));

  bind(router, deps, apiTokenApi.createApiToken, async (ctx, { body, user }) => {
    const now = deps.clock();
    // The plan lives on the founder's stream (the workspace's id); read there, not from a lagging read model.
    const founder = await loadAccount(deps.store, user.workspaceId);
    const tokenId = randomUUID();
    const { secret, prefix } = newApiTokenSecret();
    await runTokenCommand(deps, ctx, user, tokenId, {
      type: 'CreateApiToken',
      tokenId,
      userId: user.id,
      workspaceId: user.workspaceId,
      tier: effectivePlan(founder.plan, now.toISOString()),
      name: body.naam,
      scope: toScope[body.scope],
      prefix,
      tokenHash: apiTokenHash(secret),
      expiresAt: new Date(now.getTime() + body.geldig_dagen * DAY_MS).toISOString(),
      now: now.toISOString(),
    });
    const token = (await listOf(deps, user)).find((t) => t.id === tokenId);
    if (!token) throw new Error(`api token ${tokenId} is not in the read model after its command`);
    return { token, geheim: secret };
  });

  bind(router, deps, apiTokenApi.revokeApiToken, async (ctx, { params, user }) => {
    await runTokenCommand(deps, ctx, user, params.tokenId, {
      type: 'RevokeApiToken',
      tokenId: params.tokenId,
      by: user.id,
      workspaceId: user.workspaceId,
      role: user.role ?? 'analyst',
      now: deps.clock().toISOString(),
    });
    return listOf(deps, user);
  });
};
