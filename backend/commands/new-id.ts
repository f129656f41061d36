import type { IdAllocator } from '../platform/ids';
import type { CommandContext } from './handle-command';

/**
 * A new id for the aggregate (or item) a command creates. Under an Idempotency-Key the retry of a
 * request gets the id of its first attempt (`part` tells several ids of one command apart).
 */
export function newIdFor(ids: IdAllocator, context: CommandContext, kind: string, part = ''): Promise<number> {
  return ids.next(kind, context.idempotent ? `${context.commandId}:${part}` : undefined);
}
