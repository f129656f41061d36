import { accountModule } from '../commands/account/routes';
import { conversationModule } from '../commands/conversation/routes';
import { companyModule } from '../commands/company/routes';
import { employeeModule } from '../commands/employee/routes';
import { libraryModule } from '../commands/library/routes';
import { userTemplateModule } from '../commands/user-template/routes';
import { catalogueModule } from './catalogue-routes';
import type { ApiModule, AppDeps } from '../http/deps';

/** Every feature's routes, mounted under /api. */
export function allModules(): ApiModule<AppDeps>[] {
  return [accountModule, companyModule, employeeModule, libraryModule, userTemplateModule, catalogueModule, conversationModule];
}
