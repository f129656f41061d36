import type Router from '@koa/router';
import type { Context } from 'koa';
import { userTemplateStream } from '../../../events/user-template';
import { NotFoundError } from '../../platform/errors';
import { findUserTemplate, listUserTemplates } from '../../projections/user-templates/queries';
import { currentUser } from '../../http/auth';
import type { ApiModule, AppDeps } from '../../http/deps';
import { parseId, parseInput } from '../../http/validate';
import { commandContext, newIdFor } from '../../http/command-context';
import { runCommand } from '../run-command';
import { loadCompanyFacts } from './company-facts';
import { userTemplateDecider, userTemplateMessages, type UserTemplateCommand } from './decider';
import { templateBody } from './schemas';

/** Ids are 32-bit in the read models; a larger one cannot exist. */
const MAX_ID = 2 ** 31 - 1;

function templateIdOf(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null || id > MAX_ID) throw new NotFoundError(userTemplateMessages.notFound);
  return id;
}

async function readBack(deps: AppDeps, userId: number, templateId: number) {
  const row = await findUserTemplate(deps.pool, userId, templateId);
  if (!row) throw new NotFoundError(userTemplateMessages.notFound);
  return row;
}

export function registerUserTemplateRoutes(router: Router, deps: AppDeps) {
  const { requireAuth } = deps.auth;
  const now = () => deps.clock().toISOString();
  const run = (ctx: Context, userId: number, templateId: number, command: UserTemplateCommand, context = commandContext(ctx, userId)) =>
    runCommand(deps, userTemplateStream(templateId), userTemplateDecider, command, context);
  const contentOf = async (ctx: Context, userId: number) => {
    const body = parseInput(templateBody, ctx.request.body);
    const company = await loadCompanyFacts(deps.store, body.bedrijf_id);
    return { actorId: userId, bedrijfId: body.bedrijf_id, company, omschrijving: body.omschrijving, goals: body.goals, now: now() };
  };

  router.get('/templates', requireAuth, async (ctx) => {
    ctx.body = await listUserTemplates(deps.pool, currentUser(ctx).id);
  });

  router.get('/templates/:id', requireAuth, async (ctx) => {
    ctx.body = await readBack(deps, currentUser(ctx).id, templateIdOf(ctx));
  });

  router.post('/templates', requireAuth, async (ctx) => {
    const { id: userId } = currentUser(ctx);
    const content = await contentOf(ctx, userId);
    const context = commandContext(ctx, userId);
    const templateId = await newIdFor(deps.ids, context, 'user_template');
    await run(ctx, userId, templateId, { type: 'CreateUserTemplate', templateId, ...content }, context);
    ctx.status = 201;
    ctx.body = await readBack(deps, userId, templateId);
  });

  router.put('/templates/:id', requireAuth, async (ctx) => {
    const { id: userId } = currentUser(ctx);
    const templateId = templateIdOf(ctx);
    const content = await contentOf(ctx, userId);
    await run(ctx, userId, templateId, { type: 'UpdateUserTemplate', ...content });
    ctx.body = await readBack(deps, userId, templateId);
  });

  router.delete('/templates/:id', requireAuth, async (ctx) => {
    const { id: userId } = currentUser(ctx);
    await run(ctx, userId, templateIdOf(ctx), { type: 'DeleteUserTemplate', actorId: userId, now: now() });
    ctx.body = { message: 'Template verwijderd' };
  });
}

/** GET/POST /templates, GET/PUT/DELETE /templates/{id} (SPEC 7, Templates). */
export const userTemplateModule: ApiModule = (router, deps) => registerUserTemplateRoutes(router, deps);
