import type { Context } from 'koa';
import { userTemplateStream } from '../../../../events/user-template';
import type { BodyOf } from '../../../../contracts/http';
import { templateApi, userTemplateMessages } from '../../../../contracts/templates';
import { orNotFound } from '../../../platform/errors';
import { bind } from '../../bind';
import { commandContext } from '../../command-context';
import { newIdFor } from '../../../commands/new-id';
import type { ApiModule, AppDeps } from '../../deps';
import type { CommandContext } from '../../../commands/handle-command';
import { runCommand } from '../../../commands/run-command';
import { loadCompanyFacts } from '../../../commands/user-template/company-facts';
import { userTemplateDecider, type UserTemplateCommand } from '../../../commands/user-template/decider';

async function readBack(deps: AppDeps, userId: number, templateId: number) {
  return orNotFound(await deps.reads.userTemplate(userId, templateId), userTemplateMessages.notFound);
}

/** POST /templates, PUT and DELETE /templates/{id} (SPEC 7, Templates). */
export const userTemplateModule: ApiModule = (router, deps) => {
  const now = () => deps.clock().toISOString();
  const run = (
    ctx: Context,
    userId: number,
    templateId: number,
    command: UserTemplateCommand,
    context: CommandContext = commandContext(ctx, userId),
  ) => runCommand(deps, userTemplateStream(templateId), userTemplateDecider, command, context);
  const contentOf = async (userId: number, body: BodyOf<typeof templateApi.create>) => {
    const company = await loadCompanyFacts(deps.store, body.bedrijf_id);
    const goals = body.goals.map((goal) => ({ description: goal.omschrijving, note: goal.notitie }));
    return { actorId: userId, companyId: body.bedrijf_id, company, description: body.omschrijving, goals, now: now() };
  };

  bind(router, deps, templateApi.create, async (ctx, { body, user }) => {
    const content = await contentOf(user.id, body);
    const context = commandContext(ctx, user.id);
    const templateId = await newIdFor(deps.ids, context, 'user_template');
    await run(ctx, user.id, templateId, { type: 'CreateUserTemplate', templateId, ...content }, context);
    return readBack(deps, user.id, templateId);
  });

  bind(router, deps, templateApi.update, async (ctx, { params: { id }, body, user }) => {
    await run(ctx, user.id, id, { type: 'UpdateUserTemplate', ...(await contentOf(user.id, body)) });
    return readBack(deps, user.id, id);
  });

  bind(router, deps, templateApi.remove, async (ctx, { params: { id }, user }) => {
    await run(ctx, user.id, id, { type: 'DeleteUserTemplate', actorId: user.id, now: now() });
    return { message: 'Template verwijderd' };
  });
};
