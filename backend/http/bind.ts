import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import type { BodyOf, EndpointSpec, ParamsOf, QueryOf, ResponseOf } from '../../contracts/http';
import { ForbiddenError, NotFoundError, ValidationError } from '../platform/errors';
import { roles, type WorkspaceRole } from '../../contracts/roles';
import { workspaceMessages } from '../../contracts/workspace-messages';
import { currentUser, type AuthUser } from './auth';
import type { AppDeps } from './deps';
import { requireTokenScope } from './token-scope';
import { enterRoute } from './route-reads';

export interface Input<E extends EndpointSpec> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The signed-in user; only on endpoints with access 'user' or 'admin'. */
  user: E['access'] extends 'public' ? undefined : AuthUser;
}

export type Handler<E extends EndpointSpec> = (ctx: Context, input: Input<E>) => Promise<ResponseOf<E> | void>;

/**
 * The endpoint's roles (contracts/roles.ts), checked against the role the read model gives the user in
 * the token's workspace on this request: a removed member or a changed role counts at once. Only what is
 * one's own (`roles.everyone`: the account, logging out) stays open to an account that is no longer a
 * member; the same four roles written as `roles.readers` still read the workspace's data, so that set
 * asks for membership. Known by identity, so a list written out by hand fails safe.
 */
function requireRole(allowed: readonly WorkspaceRole[]): Middleware {
  const everyone = allowed === roles.everyone;
  return async (ctx, next) => {
    const { role } = currentUser(ctx);
    if (!everyone) {
      if (role === null) throw new ForbiddenError(workspaceMessages.notAMember);
      if (!allowed.includes(role)) throw new ForbiddenError(workspaceMessages.roleForbidden);
    }
    await next();
  };
}

/** `/pop/{id}/goals/{goalId}` -> `/pop/:id/goals/:goalId` */
export const koaPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function parse<S extends z.ZodType>(schema: S | undefined, input: unknown, fail: (message: string) => Error): z.output<S> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw fail(result.error.issues[0]?.message ?? 'Ongeldige invoer');
  return result.data;
}

/**
 * Mounts `handler` on the endpoint's method and path behind the access check and the validation of
 * params (404 when they cannot exist), query and body (400 with the schema's Dutch message). What the
 * handler returns becomes the JSON answer with the endpoint's status; with `checkResponses` (tests) it
 * must also match the endpoint's response schema, so drift between backend and contract fails a test.
 */
export function bind<E extends EndpointSpec>(router: Router, deps: AppDeps, spec: E, handler: Handler<E>, before: Middleware[] = []) {
  const guards: Middleware[] =
    spec.access === 'public'
      ? []
      : spec.access === 'admin'
        ? [deps.auth.requireAuth, requireTokenScope(spec), deps.auth.requireAdmin]
        : [deps.auth.requireAuth, requireTokenScope(spec), requireRole(spec.roles ?? [])];
  const run: Middleware = async (ctx) => {
    const input = {
      params: parse(spec.params, ctx.params, (message) => new NotFoundError(message)) ?? {},
      query: parse(spec.query, ctx.query, (message) => new ValidationError(message)) ?? {},
      body: parse(spec.body, ctx.request.body, (message) => new ValidationError(message)),
      user: spec.access === 'public' ? undefined : currentUser(ctx),
    } as Input<E>;
    await enterRoute(deps, ctx, spec, input.user);
    const forgetKey = spec.method !== 'get' && input.user ? await deps.idempotencyKeys.check(ctx, input.user.id) : undefined;
    let result: ResponseOf<E> | void;
    try {
      result = await handler(ctx, input);
    } catch (err) {
      await forgetKey?.();
      throw err;
    }
    if (result === undefined) return;
    if (deps.config.checkResponses && spec.response) {
      const checked = spec.response.safeParse(result);
      if (!checked.success) {
        throw new Error(
          `${spec.method.toUpperCase()} ${spec.path} answered outside its contract: ${JSON.stringify(checked.error.issues.slice(0, 3))}`,
        );
      }
    }
    ctx.status = spec.status ?? 200;
    ctx.body = result;
  };
  router[spec.method](koaPath(spec.path), ...guards, ...before, run);
}
