import { accountModule } from '../commands/account/routes';
import { adminModule } from '../commands/admin/routes';
import { aiModule } from '../commands/ai/routes';
import { avgModule } from '../commands/avg/routes';
import { activityModule } from '../commands/activity/routes';
import { companyModule } from '../commands/company/routes';
import { contactModule } from '../commands/contact/routes';
import { conversationModule } from '../commands/conversation/routes';
import { employeeModule } from '../commands/employee/routes';
import { libraryModule } from '../commands/library/routes';
import { planModule } from '../commands/plans/routes';
import { userTemplateModule } from '../commands/user-template/routes';
import type { ApiModule, AppDeps } from '../http/deps';
import { accountReadRoutes } from '../read-api/account/routes';
import { adminReadRoutes } from '../read-api/admin/routes';
import { aiReadRoutes } from '../read-api/ai/routes';
import { avgReadRoutes } from '../read-api/avg/routes';
import { companyReadRoutes } from '../read-api/companies/routes';
import { conversationReadRoutes } from '../read-api/conversations/routes';
import { dashboardReadRoutes } from '../read-api/dashboard/routes';
import { employeeReadRoutes } from '../read-api/employees/routes';
import { growthReadRoutes } from '../read-api/growth/routes';
import { libraryReadRoutes } from '../read-api/library/routes';
import { planReadRoutes } from '../read-api/plans/routes';
import { templateReadRoutes } from '../read-api/templates/routes';

/**
 * Every route of the API, mounted under /api: the read routes first, so fixed paths such as
 * /pop/open are matched before /pop/{id}.
 */
export function allModules(): ApiModule<AppDeps>[] {
  return [
    accountReadRoutes,
    companyReadRoutes,
    employeeReadRoutes,
    libraryReadRoutes,
    templateReadRoutes,
    conversationReadRoutes,
    dashboardReadRoutes,
    aiReadRoutes,
    growthReadRoutes,
    planReadRoutes,
    avgReadRoutes,
    adminReadRoutes,
    accountModule,
    companyModule,
    employeeModule,
    libraryModule,
    userTemplateModule,
    conversationModule,
    activityModule,
    aiModule,
    planModule,
    avgModule,
    contactModule,
    adminModule,
  ];
}
