import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { IdAllocator } from '../platform/ids';
import type { CommandContext } from '../commands/handle-command';

/** Command metadata from the request: a client may send Idempotency-Key to make a retry safe. */
export function commandContext(ctx: Context, userId: number): CommandContext {
  const key = ctx.get('Idempotency-Key');
  const requestId = ctx.get('X-Request-Id');
  const idempotent = Boolean(key) && key.length <= 100;
  return {
    actor: String(userId),
    tenant: String(userId),
    commandId: idempotent ? `${userId}:${key}` : randomUUID(),
    idempotent,
    correlationId: requestId && requestId.length <= 100 ? requestId : undefined,
  };
}

/**
 * A new id for the aggregate (or item) a command creates. Under an Idempotency-Key the retry of a
 * request gets the id of its first attempt (`part` tells several ids of one command apart).
 */
export function newIdFor(ids: IdAllocator, context: CommandContext, kind: string, part = ''): Promise<number> {
  return ids.next(kind, context.idempotent ? `${context.commandId}:${part}` : undefined);
}
