import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { CommandContext } from '../commands/handle-command';
import { acceptedKey } from './idempotency';
import type { AuthUser } from './auth';
import { readsOf } from './route-reads';

/**
 * The command id of a request under an Idempotency-Key. The key is hashed together with the request
 * it was recorded for (method, path, body), so the same key on another route or with another body is
 * another command, and no key, whatever it holds (':reserve', say), can spell the id of another
 * command or of a step derived from one (`${commandId}:reserve`). The `idem:` prefix keeps these apart
 * from ids of the former scheme (`${userId}:${key}`) that stored events still carry.
 */
const idempotentCommandId = (userId: number, fingerprint: string, key: string) =>
  `idem:${userId}:${createHash('sha256').update(`${fingerprint}\u0000${key}`).digest('hex')}`;

/**
 * Command metadata from the request. A client may send Idempotency-Key to make a retry safe; it counts
 * only once bind has recorded it for this user and request (idempotency.ts), never on a public endpoint.
 */
export function commandContext(ctx: Context, user: Pick<AuthUser, 'id' | 'workspaceId'>): CommandContext {
  const userId = user.id;
  const accepted = acceptedKey(ctx);
  const idempotent = accepted?.userId === userId;
  const requestId = ctx.get('X-Request-Id');
  return {
    // The member who acts, in the workspace that owns what changes.
    actor: String(userId),
    tenant: String(user.workspaceId),
    commandId: idempotent ? idempotentCommandId(userId, accepted.fingerprint, accepted.key) : randomUUID(),
    idempotent,
    correlationId: requestId && requestId.length <= 100 ? requestId : undefined,
    // Events say when the member acted through a personal API token rather than in a browser (issue 26).
    viaToken: (ctx.state.user as AuthUser | undefined)?.apiToken?.id,
    reads: readsOf(ctx),
  };
}

/** A command on one's own account (profile, password, sessions): the account is its own tenant. */
export const accountCommandContext = (ctx: Context, userId: number): CommandContext =>
  commandContext(ctx, { id: userId, workspaceId: userId });
