import { catalogueMessages, templateApi, userTemplateMessages } from '../../../../contracts/templates';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { orNotFound } from '../../../platform/errors';
import {
  findCatalogueTemplate,
  listBranches,
  listFunctions,
  listTemplatesOfFunction,
  searchTemplates,
} from '../../../projections/catalogue/queries';
import { findUserTemplate, listUserTemplates } from '../../../projections/user-template/queries';
import { userTemplateToApi } from '../../../read-api/template/to-api';

/**
 * The user's own templates, and the read-only conversation template catalogue (SPEC 2 guide, 3, 7
 * Reference data): the same for every user, but like everything in the app only for logged-in users.
 */
export const templateReadRoutes: ApiModule = (router, deps) => {
  bind(router, deps, templateApi.list, async (_ctx, { user }) =>
    (await listUserTemplates(deps.pool, user.workspaceId)).map(userTemplateToApi),
  );
  bind(router, deps, templateApi.get, async (_ctx, { params, user }) =>
    userTemplateToApi(orNotFound(await findUserTemplate(deps.pool, user.workspaceId, params.id), userTemplateMessages.notFound)),
  );

  bind(router, deps, templateApi.branches, async () => listBranches(deps.pool));
  bind(router, deps, templateApi.functions, async (_ctx, { params }) =>
    orNotFound(await listFunctions(deps.pool, params.id), catalogueMessages.branchNotFound),
  );
  bind(router, deps, templateApi.functionTemplates, async (_ctx, { params }) =>
    orNotFound(await listTemplatesOfFunction(deps.pool, params.id, params.functionId), catalogueMessages.functionNotFound),
  );
  bind(router, deps, templateApi.search, async (_ctx, { query }) => searchTemplates(deps.pool, query.q));
  bind(router, deps, templateApi.catalogueTemplate, async (_ctx, { params }) =>
    orNotFound(await findCatalogueTemplate(deps.pool, params.id), catalogueMessages.templateNotFound),
  );
};
