import type { Context } from 'koa';
import type { EndpointSpec } from '../../contracts/http';
import type { AuthUser } from './auth';
import type { AppDeps } from './deps';

const READS = Symbol('reads');
const declared = new WeakMap<EndpointSpec, readonly string[]>();

/**
 * Declares, in a route module, the read models (projection names) these endpoints answer from. Their
 * commands then wait only until those show the change (read your writes), and their reads wait only for
 * those to show the caller's earlier changes; an endpoint without a declaration waits for all of them.
 */
export function declareReads(reads: readonly string[], ...specs: EndpointSpec[]): void {
  for (const spec of specs) declared.set(spec, reads);
}

/** The read models the request's route declared; undefined: all of them. */
export const readsOf = (ctx: Context): readonly string[] | undefined => (ctx.state as Record<symbol, readonly string[] | undefined>)[READS];

/**
 * Called by bind before the handler. A change of the caller's workspace (or own account) that a write
 * answered before every read model showed it is awaited here in the read models this route reads, so
 * read your writes holds from screen to screen.
 */
export async function enterRoute(deps: AppDeps, ctx: Context, spec: EndpointSpec, user: Pick<AuthUser, 'id' | 'workspaceId'> | undefined) {
  const reads = declared.get(spec);
  (ctx.state as Record<symbol, readonly string[] | undefined>)[READS] = reads;
  // Without a session (a calendar feed's address, say) it is not known whose change it shows: any.
  await deps.projections.catchUp(user ? [String(user.workspaceId), String(user.id)] : 'anyone', reads);
}
