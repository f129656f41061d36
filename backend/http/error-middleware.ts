import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { isTransientDbError } from '../platform/db';
import { AppError, DatabaseUnavailableError, TooManyRequestsError } from '../platform/errors';

/**
 * First in the chain: every thrown error becomes JSON `{message}` with the right status.
 * 4xx messages are meant for the user; 5xx are logged and hidden.
 */
export function errorMiddleware(log: (message: string, err: unknown) => void = console.error): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (err instanceof AppError) {
        ctx.status = err.status;
        ctx.body = { message: err.message };
        if (err instanceof TooManyRequestsError) ctx.set('Retry-After', String(err.retryAfterSeconds));
        return;
      }
      if (err instanceof ZodError) {
        ctx.status = 400;
        ctx.body = { message: err.issues[0]?.message ?? 'Ongeldige invoer' };
        return;
      }
      // A full pool (connection timeout), a lost or refused connection, a statement timeout:
      // answer at once with 503 rather than a 500 or a request that queues forever.
      if (isTransientDbError(err)) {
        log(`[api] ${ctx.method} ${ctx.path}: database unavailable:`, (err as Error).message);
        const unavailable = new DatabaseUnavailableError();
        ctx.status = unavailable.status;
        ctx.set('Retry-After', String(unavailable.retryAfterSeconds));
        ctx.body = { message: unavailable.message };
        return;
      }
      const status = (err as { status?: number; expose?: boolean }).status;
      if (status && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { message: clientErrorMessage(status, err as Error) };
        return;
      }
      log(`[api] ${ctx.method} ${ctx.path} failed:`, err);
      ctx.status = 500;
      ctx.body = { message: 'Er is een fout opgetreden. Probeer het later opnieuw.' };
    }
  };
}

function clientErrorMessage(status: number, err: Error): string {
  if (status === 413) return 'Het verzoek is te groot.';
  if (status === 415) return 'Dit type inhoud wordt niet ondersteund.';
  if (status === 400 && /json/i.test(err.message)) return 'Ongeldige JSON in het verzoek.';
  if (status === 404) return 'Niet gevonden';
  return err.message || 'Ongeldig verzoek';
}
