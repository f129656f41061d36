import type Router from '@koa/router';
import type { CommandDeps } from '../commands/deps';
import type { ProjectionEngine } from '../projections/engine';
import type { Auth } from './auth';
import type { IdempotencyKeys } from './idempotency';

/** Everything routes may use; built once by the composition root, no module-level singletons. */
export interface AppDeps extends CommandDeps {
  projections: ProjectionEngine;
  auth: Auth;
  idempotencyKeys: IdempotencyKeys;
}

/** A feature's routes, mounted under /api. */
export type ApiModule<D extends AppDeps = AppDeps> = (router: Router, deps: D) => void;
