import type { Middleware } from 'koa';
import { apiTokenMessages } from '../../contracts/api-tokens';
import type { EndpointSpec } from '../../contracts/http';
import { scopeAllows, tokenScopeFor } from '../../contracts/token-access';
import { ForbiddenError } from '../platform/errors';
import { currentUser } from './auth';

/**
 * Behind requireAuth: a request with a personal API token reaches only the routes its scope opens
 * (contracts/token-access.ts); a session passes untouched.
 */
export function requireTokenScope(spec: Pick<EndpointSpec, 'access' | 'method' | 'tokens'>): Middleware {
  const needed = tokenScopeFor(spec);
  return async (ctx, next) => {
    const token = currentUser(ctx).apiToken;
    if (token) {
      if (needed === null) throw new ForbiddenError(apiTokenMessages.sessionOnly);
      if (!scopeAllows(token.scope, needed)) throw new ForbiddenError(apiTokenMessages.readOnly);
    }
    await next();
  };
}
