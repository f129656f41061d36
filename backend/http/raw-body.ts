import type { Context, Middleware } from 'koa';
import type { EndpointSpec } from '../../contracts/http';
import { AppError, ValidationError } from '../platform/errors';

/** Stripe's largest events stay far below this. */
const RAW_LIMIT_BYTES = 1024 * 1024;

const KEY = Symbol('rawBody');

/** The bytes of the request as they arrived; only on endpoints with `bodyType: 'raw'`. */
export function rawBodyOf(ctx: Context): Buffer {
  const body = (ctx.state as Record<symbol, unknown>)[KEY];
  if (!Buffer.isBuffer(body)) throw new ValidationError('Lege body');
  return body;
}

/**
 * Reads the body of the contract's raw endpoints (signed webhooks) as bytes before the JSON parser
 * could: a signature is over the bytes, and parsed-and-printed JSON is not the same bytes. Other
 * requests pass untouched.
 */
export function rawBodies(endpoints: readonly EndpointSpec[], prefix = '/api'): Middleware {
  const raw = new Set(endpoints.filter((e) => e.bodyType === 'raw').map((e) => `${e.method.toUpperCase()} ${prefix}${e.path}`));
  return async (ctx, next) => {
    if (!raw.has(`${ctx.method} ${ctx.path}`)) return next();
    const declared = Number(ctx.get('Content-Length') || 0);
    if (declared > RAW_LIMIT_BYTES) throw new AppError(413, 'Het bericht is te groot.');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > RAW_LIMIT_BYTES) throw new AppError(413, 'Het bericht is te groot.');
      chunks.push(chunk);
    }
    (ctx.state as Record<symbol, unknown>)[KEY] = Buffer.concat(chunks);
    // @koa/bodyparser leaves requests alone that say so (the stream is read already anyway).
    (ctx as Context & { disableBodyParser?: boolean }).disableBodyParser = true;
    await next();
  };
}
