import { accountModule } from './account/routes';
import { adminModule } from './admin/routes';
import { aiModule } from './ai/routes';
import { avgModule } from './avg/routes';
import { brandingModule } from './branding/routes';
import { activityModule } from './activity/routes';
import { companyModule } from './company/routes';
import { contactModule } from './contact/routes';
import { conversationModule } from './conversation/routes';
import { employeeModule } from './employee/routes';
import { libraryModule } from './library/routes';
import { reminderModule } from './notifications/routes-reminder';
import { planModule } from './plan/routes';
import { userTemplateModule } from './template/routes';
import { workspaceModule } from './workspace/routes';
import type { ApiModule, AppDeps } from '../deps';
import { apiTokenModule } from './api-token/routes';
import { accountReadRoutes } from './account/read-routes';
import { adminReadRoutes } from './admin/read-routes';
import { auditReadRoutes } from './audit/read-routes';
import { aiReadRoutes } from './ai/read-routes';
import { avgReadRoutes } from './avg/read-routes';
import { companyReadRoutes } from './company/read-routes';
import { conversationReadRoutes } from './conversation/read-routes';
import { dashboardReadRoutes } from './dashboard/read-routes';
import { employeeReadRoutes } from './employee/read-routes';
import { growthReadRoutes } from './growth/read-routes';
import { libraryReadRoutes } from './library/read-routes';
import { planReadRoutes } from './plan/read-routes';
import { templateReadRoutes } from './template/read-routes';
import { workspaceReadRoutes } from './workspace/read-routes';
import { calendarFeedRoutes } from './notifications/routes-calendar';
import { mailSwitchesModule } from './notifications/routes-preferences';
import { unsubscribeModule } from './notifications/routes-unsubscribe';
import { webhookModule } from './webhook/routes';

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
    auditReadRoutes,
    adminReadRoutes,
    workspaceReadRoutes,
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
    workspaceModule,
    reminderModule,
    calendarFeedRoutes,
    apiTokenModule,
    mailSwitchesModule,
    unsubscribeModule,
    webhookModule,
    brandingModule,
  ];
}
