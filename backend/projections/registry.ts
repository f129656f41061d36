import { activityProjection } from './activity/projection';
import { aiAnswersProjection } from './ai-answer/projection';
import { aiTemplatesProjection } from './ai-template/projection';
import { companiesProjection } from './company/projection';
import { conversationsProjection } from './conversation/projection';
import { employeesProjection } from './employee/projection';
import { growthProjection } from './growth/projection';
import { hrUsersProjection } from './hr-user/projection';
import { libraryProjection } from './library/projection';
import { userTemplatesProjection } from './user-template/projection';
import { workspacesProjection } from './workspace/projection';
import type { Projection } from './projection';
import { withErasure } from './avg/with-erasure';
import { deletionLogProjection } from './deletion-log/projection';
import { auditTrailProjection } from './audit/projection';
import { calendarFeedsProjection } from './calendar-feed/projection';
import { apiTokensProjection } from './api-token/projection';
import { workspaceBrandingProjection } from './branding/projection';
import { webhookEndpointsProjection } from './webhook/projection';

/** Every read model of the app, in one list: the runner, the rebuild and the tests use this. */
export function allProjections(): Projection[] {
  return [
    hrUsersProjection,
    workspacesProjection,
    companiesProjection,
    employeesProjection,
    libraryProjection,
    userTemplatesProjection,
    conversationsProjection,
    activityProjection,
    aiAnswersProjection,
    growthProjection,
    aiTemplatesProjection,
    deletionLogProjection,
    auditTrailProjection,
    calendarFeedsProjection,
    apiTokensProjection,
    workspaceBrandingProjection,
    webhookEndpointsProjection,
  ].map(withErasure);
}
