import { activityProjection } from './activity/projection';
import { aiAnswersProjection } from './ai-answers/projection';
import { aiTemplatesProjection } from './ai-templates/projection';
import { companiesProjection } from './companies/projection';
import { conversationsProjection } from './conversations/projection';
import { employeesProjection } from './employees/projection';
import { growthProjection } from './growth/projection';
import { hrUsersProjection } from './hr-users/projection';
import { libraryProjection } from './library/projection';
import { userTemplatesProjection } from './user-templates/projection';
import type { Projection } from './projection';
import { withErasure } from './avg/with-erasure';
import { deletionLogProjection } from './deletion-log/projection';

/** Every read model of the app, in one list: the runner, the rebuild and the tests use this. */
export function allProjections(): Projection[] {
  return [
    hrUsersProjection,
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
  ].map(withErasure);
}
