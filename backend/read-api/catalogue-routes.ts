import type { Context } from 'koa';
import { z } from 'zod';
import { NotFoundError } from '../platform/errors';
import {
  catalogueMessages,
  findCatalogueTemplate,
  listBranches,
  listFunctions,
  listTemplatesOfFunction,
  searchTemplates,
} from '../projections/catalogue/queries';
import type { ApiModule } from '../http/deps';
import { parseId, parseInput } from '../http/validate';

/** Ids are 32-bit in the reference tables; a larger one cannot exist. */
const MAX_ID = 2 ** 31 - 1;

function idParam(ctx: Context, name: string, message: string): number {
  const id = parseId(ctx.params[name]);
  if (id === null || id > MAX_ID) throw new NotFoundError(message);
  return id;
}

const searchQuery = z.object({ q: z.string({ error: 'Ongeldige zoekterm' }).max(200, 'Zoekterm is te lang').optional().default('') });

/**
 * The read-only conversation template catalogue (SPEC 2 guide, 3, 7 Reference data). Reference
 * data, the same for every user, but like everything in the app only for logged-in users.
 */
export const catalogueModule: ApiModule = (router, deps) => {
  const { requireAuth } = deps.auth;

  router.get('/branches', requireAuth, async (ctx) => {
    ctx.body = await listBranches(deps.pool);
  });

  router.get('/branches/:id/functions', requireAuth, async (ctx) => {
    const functions = await listFunctions(deps.pool, idParam(ctx, 'id', catalogueMessages.branchNotFound));
    if (!functions) throw new NotFoundError(catalogueMessages.branchNotFound);
    ctx.body = functions;
  });

  router.get('/branches/:id/functions/:functionId/templates', requireAuth, async (ctx) => {
    const branchId = idParam(ctx, 'id', catalogueMessages.branchNotFound);
    const functionId = idParam(ctx, 'functionId', catalogueMessages.functionNotFound);
    const templates = await listTemplatesOfFunction(deps.pool, branchId, functionId);
    if (!templates) throw new NotFoundError(catalogueMessages.functionNotFound);
    ctx.body = templates;
  });

  router.get('/conversation-templates/search', requireAuth, async (ctx) => {
    const { q } = parseInput(searchQuery, ctx.query);
    ctx.body = await searchTemplates(deps.pool, q);
  });

  router.get('/conversation-templates/:id', requireAuth, async (ctx) => {
    const template = await findCatalogueTemplate(deps.pool, idParam(ctx, 'id', catalogueMessages.templateNotFound));
    if (!template) throw new NotFoundError(catalogueMessages.templateNotFound);
    ctx.body = template;
  });
};
