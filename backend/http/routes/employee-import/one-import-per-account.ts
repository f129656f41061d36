import type { Middleware } from 'koa';
import { currentUser } from '../../auth';
import { ConflictError } from '../../../platform/errors';
import { importMessages } from '../../../commands/employee-import/messages';

/**
 * One import per account at a time: a second upload while the first runs gets 409 before its
 * file is even received, so one account cannot multiply the memory and work of an import. Kept per
 * app (no module state); app instances behind a balancer each allow one.
 */
export function oneImportPerAccount(): Middleware {
  const running = new Set<number>();
  return async (ctx, next) => {
    const { id } = currentUser(ctx);
    if (running.has(id)) throw new ConflictError(importMessages.importRunning);
    running.add(id);
    try {
      await next();
    } finally {
      running.delete(id);
    }
  };
}
