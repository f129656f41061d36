import type { ApiTokenScope } from '../../events/api-token';
import { apiTokenMessages } from '../../contracts/api-tokens';
import { PLAN_CATALOGUE, storedPlanName } from '../../contracts/plan-catalogue';
import type { ApiTokenScopeName } from '../../contracts/token-access';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../contracts/roles';
import { apiTokenHash, API_TOKEN_MARK } from '../commands/api-token/token-secret';
import { createOnFirstUse, type Pool } from '../platform/db';
import { UnauthorizedError } from '../platform/errors';
import { limits, type RateLimiter } from '../platform/rate-limit';
import { apiTokenForAuth } from '../projections/api-token/queries';
import type { AuthUser } from './auth';

export const scopeNames: Readonly<Record<ApiTokenScope, ApiTokenScopeName>> = { read: 'lezen', read_write: 'lezen_en_schrijven' };

export const isApiTokenSecret = (bearer: string) => bearer.startsWith(API_TOKEN_MARK);

/**
 * When each token was last used: outside the rebuilt read models (a rebuild would forget it) and written
 * at most once a minute per token, so a busy integration costs one UPDATE a minute, not an event per request.
 */
const setupUses = createOnFirstUse(
  `CREATE TABLE IF NOT EXISTS public.api_token_uses (token_id text PRIMARY KEY, last_used_at timestamptz NOT NULL)`,
);
const LAST_USED_EVERY_MS = 60_000;

export async function lastUsedOf(pool: Pool, tokenIds: readonly string[]): Promise<Map<string, Date>> {
  await setupUses(pool);
  const { rows } = await pool.query<{ token_id: string; last_used_at: Date }>(
    'SELECT token_id, last_used_at FROM public.api_token_uses WHERE token_id = ANY($1)',
    [[...tokenIds]],
  );
  return new Map(rows.map((r) => [r.token_id, r.last_used_at]));
}

async function recordUse(pool: Pool, tokenId: string, now: Date) {
  await setupUses(pool);
  await pool.query(
    `INSERT INTO public.api_token_uses AS u (token_id, last_used_at) VALUES ($1, $2)
     ON CONFLICT (token_id) DO UPDATE SET last_used_at = EXCLUDED.last_used_at
       WHERE u.last_used_at < EXCLUDED.last_used_at - make_interval(secs => $3)`,
    [tokenId, now, LAST_USED_EVERY_MS / 1000],
  );
}

export interface ApiTokenAuthDeps {
  pool: Pool;
  clock: () => Date;
  limiter: RateLimiter;
}

/**
 * The member a `pop_…` bearer acts as. The plan is read at request time from the workspace's founder, so
 * a plan that ends switches its tokens off without an event and a new upgrade switches them on again.
 */
export async function authenticateApiToken(deps: ApiTokenAuthDeps, secret: string): Promise<AuthUser> {
  const row = await apiTokenForAuth(deps.pool, apiTokenHash(secret));
  const now = deps.clock();
  if (!row || row.revoked_at !== null || row.expires_at <= now) throw new UnauthorizedError(apiTokenMessages.invalid);
  const planEnded = row.plan_expires_at !== null && row.plan_expires_at <= now;
  if (planEnded || !PLAN_CATALOGUE[storedPlanName(row.plan_type)].apiAccess) throw new UnauthorizedError(apiTokenMessages.planEnded);
  // Counted only for a real token: a guessed one is refused above and cannot use up someone's limit.
  await deps.limiter.consume(limits.apiTokenRequests, row.token_id);
  await recordUse(deps.pool, row.token_id, now);
  const role = WORKSPACE_ROLES.find((r) => r === row.role) ?? null;
  return {
    id: row.user_id,
    // A token never opens the admin screens, whoever made it.
    isAdmin: false,
    verified: row.verified,
    name: row.member_name,
    sessionId: `api-token:${row.token_id}`,
    sessionExpiresAt: row.expires_at.toISOString(),
    workspaceId: row.workspace_id,
    role: role as WorkspaceRole | null,
    apiToken: { id: row.token_id, name: row.name, scope: scopeNames[row.scope as ApiTokenScope] },
  };
}
