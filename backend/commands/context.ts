import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { CommandContext } from './handle-command';

/** Command metadata from the request: a client may send Idempotency-Key to make a retry safe. */
export function commandContext(ctx: Context, userId: number): CommandContext {
  const key = ctx.get('Idempotency-Key');
  const requestId = ctx.get('X-Request-Id');
  return {
    actor: String(userId),
    tenant: String(userId),
    commandId: key && key.length <= 100 ? `${userId}:${key}` : randomUUID(),
    correlationId: requestId && requestId.length <= 100 ? requestId : undefined,
  };
}
