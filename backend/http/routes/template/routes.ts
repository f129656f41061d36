import type { Context } from 'koa';
import { userTemplateStream } from '../../../../events/user-template';
import type { BodyOf } from '../../../../contracts/http';
import { templateApi } from '../../../../contracts/templates';
import { bind } from '../../bind';
import { commandContext } from '../../command-context';
import type { AuthUser } from '../../auth';
import { newIdFor } from '../../../commands/new-id';
import type { ApiModule, AppDeps } from '../../deps';
import type { CommandContext } from '../../../commands/handle-command';
import { runCommand } from '../../../commands/run-command';
import { loadCompanyFacts } from '../../../commands/user-template/company-facts';
import { userTemplateDecider, type UserTemplateCommand } from '../../../commands/user-template/decider';
import { readAfterWrite } from '../../read-after-write';

async function readBack(deps: AppDeps, ownerId: number, templateId: number) {
  return readAfterWrite(() => deps.reads.userTemplate(ownerId, templateId), 'user_templates');
}

/** POST /templates, PUT and DELETE /templates/{id} (SPEC 7, Templates). */
export const userTemplateModule: ApiModule = (router, deps) => {
  const now = () => deps.clock().toISOString();
  const run = (
    ctx: Context,
    user: AuthUser,
    templateId: number,
    command: UserTemplateCommand,
    context: CommandContext = commandContext(ctx, user),
  ) => runCommand(deps, userTemplateStream(templateId), userTemplateDecider, command, context);
  const contentOf = async (ownerId: number, body: BodyOf<typeof templateApi.create>) => {
    const company = await loadCompanyFacts(deps.store, body.bedrijf_id);
    const goals = body.goals.map((goal) => ({ description: goal.omschrijving, note: goal.notitie }));
    return { actorId: ownerId, companyId: body.bedrijf_id, company, description: body.omschrijving, goals, now: now() };
  };

  bind(router, deps, templateApi.create, async (ctx, { body, user }) => {
    const content = await contentOf(user.workspaceId, body);
    const context = commandContext(ctx, user);
    const templateId = await newIdFor(deps.ids, context, 'user_template');
    await run(ctx, user, templateId, { type: 'CreateUserTemplate', templateId, ...content }, context);
    return readBack(deps, user.workspaceId, templateId);
  });

  bind(router, deps, templateApi.update, async (ctx, { params: { id }, body, user }) => {
    await run(ctx, user, id, { type: 'UpdateUserTemplate', ...(await contentOf(user.workspaceId, body)) });
    return readBack(deps, user.workspaceId, id);
  });

  bind(router, deps, templateApi.remove, async (ctx, { params: { id }, user }) => {
    await run(ctx, user, id, { type: 'DeleteUserTemplate', actorId: user.workspaceId, now: now() });
    return { message: 'Template verwijderd' };
  });
};
