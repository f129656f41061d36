import type Router from '@koa/router';
import type { EventStore } from '../eventstore/port';
import type { ProjectionEngine } from '../projections/engine';
import type { Config } from '../platform/config';
import type { Pool } from '../platform/db';
import type { IdAllocator } from '../platform/ids';
import type { Secrets } from '../platform/secrets';
import type { LoginThrottle } from '../platform/throttle';
import type { Auth } from './auth';

/** Everything routes may use; built once by the caller, no module-level singletons. */
export interface AppDeps {
  config: Config;
  pool: Pool;
  store: EventStore;
  projections: ProjectionEngine;
  clock: () => Date;
  auth: Auth;
  secrets: Secrets;
  ids: IdAllocator;
  throttle: LoginThrottle;
}

/** A feature's routes, mounted under /api. */
export type ApiModule<D extends AppDeps = AppDeps> = (router: Router, deps: D) => void;
