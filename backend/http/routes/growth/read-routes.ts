import { growthApi, growthMessages } from '../../../../contracts/growth';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { orNotFound } from '../../../platform/errors';
import { findCompany } from '../../../projections/company/queries';
import { employeePicker } from '../../../read-api/growth/picker';
import { companyGrowth, periodOf } from '../../../read-api/growth/company-growth';
import { streamGrowthWorkbook } from '../../../read-api/growth/export-xlsx';
import { today } from '../../../read-api/growth/month-series';
import { employeeTimeline } from '../../../read-api/growth/timeline';

/** Growth tracking: the employee picker, an employee's timeline, a company's months, and the Excel export. */
export const growthReadRoutes: ApiModule = (router, deps) => {
  bind(router, deps, growthApi.employees, async (_ctx, { query, user }) =>
    employeePicker(deps.pool, user.workspaceId, query.search ?? '', query.limit),
  );

  bind(router, deps, growthApi.timeline, async (_ctx, { params, query, user }) =>
    employeeTimeline(deps.pool, user.workspaceId, params.id, query, today(deps.clock())),
  );

  bind(router, deps, growthApi.company, async (_ctx, { params, query, user }) =>
    companyGrowth(deps.pool, user.workspaceId, params.id, query, today(deps.clock())),
  );

  bind(router, deps, growthApi.export, async (ctx, { query, user }) => {
    const company = orNotFound(await findCompany(deps.pool, user.workspaceId, query.company), growthMessages.companyNotFound);
    const now = today(deps.clock());
    await streamGrowthWorkbook(ctx, deps.pool, {
      ownerId: user.workspaceId,
      company,
      period: periodOf(now, query),
      includeArchived: query.includeArchived,
      now,
    });
  });
};
