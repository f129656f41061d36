import type { ApiModule } from '../../deps';
import { registerLogoutRoutes } from './routes-logout';
import { registerProfileRoutes } from './routes-profile';
import { registerRecoveryRoutes } from './routes-recovery';
import { registerSessionRoutes } from './routes-session';

export const accountModule: ApiModule = (router, deps) => {
  registerSessionRoutes(router, deps);
  registerLogoutRoutes(router, deps);
  registerProfileRoutes(router, deps);
  registerRecoveryRoutes(router, deps);
};
