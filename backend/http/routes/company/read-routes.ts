import { companyApi, companyMessages } from '../../../../contracts/companies';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { orNotFound } from '../../../platform/errors';
import { findCompany, listCompanies } from '../../../projections/company/queries';
import { companyToApi } from '../../../read-api/company/to-api';

/** GET /companies and GET /companies/{id}: only the user's own. */
export const companyReadRoutes: ApiModule = (router, deps) => {
  bind(router, deps, companyApi.list, async (_ctx, { query, user }) =>
    (await listCompanies(deps.pool, user.workspaceId, query.includeInactive)).map(companyToApi),
  );
  bind(router, deps, companyApi.get, async (_ctx, { params, user }) =>
    companyToApi(orNotFound(await findCompany(deps.pool, user.workspaceId, params.id), companyMessages.notFound)),
  );
};
