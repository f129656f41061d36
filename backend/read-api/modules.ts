import { accountModule } from '../commands/account/routes';
import type { ApiModule, AppDeps } from './deps';

/** Every feature's routes, mounted under /api. */
export function allModules(): ApiModule<AppDeps>[] {
  return [accountModule];
}
