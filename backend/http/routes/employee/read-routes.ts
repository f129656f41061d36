import { employeeApi, employeeMessages } from '../../../../contracts/employees';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { orNotFound } from '../../../platform/errors';
import { findEmployee, listEmployees } from '../../../projections/employee/queries';
import { employeeToApi } from '../../../read-api/employee/to-api';

/** GET /employees and GET /employees/{id}: only the user's own. */
export const employeeReadRoutes: ApiModule = (router, deps) => {
  bind(router, deps, employeeApi.list, async (_ctx, { query, user }) =>
    (await listEmployees(deps.pool, user.workspaceId, query.includeInactive)).map(employeeToApi),
  );
  bind(router, deps, employeeApi.get, async (_ctx, { params, user }) =>
    employeeToApi(orNotFound(await findEmployee(deps.pool, user.workspaceId, params.id), employeeMessages.notFound)),
  );
};
