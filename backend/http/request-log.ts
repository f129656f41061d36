import type { Middleware } from 'koa';
import pino, { type DestinationStream } from 'pino';

const MAX_PATH = 200;

/**
 * One JSON line per request, written when the answer is finished (or the client gave up): method,
 * path, status, duration and the user when known. Deliberately only these: the query string (reset
 * and verification tokens travel there), headers (Authorization) and bodies (passwords) never reach
 * the log. Mounted first, so it sees the status the error edge chose.
 */
export function requestLog(options: { logRequests: boolean }, destination?: DestinationStream): Middleware {
  if (!options.logRequests) return (_ctx, next) => next();
  const logger = pino(
    { base: null, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    // Asynchronous: a slow terminal or log collector must not slow the answers; pino flushes at exit.
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    ctx.res.once('close', () => {
      const user = (ctx.state as { user?: { id?: number } }).user;
      const line = {
        method: ctx.method,
        path: ctx.path.length > MAX_PATH ? `${ctx.path.slice(0, MAX_PATH)}…` : ctx.path,
        status: ctx.res.writableFinished ? ctx.status : 499,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        ...(user?.id !== undefined ? { userId: user.id } : {}),
      };
      if (line.status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
    await next();
  };
}
