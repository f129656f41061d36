import { conversationApi } from '../../../contracts/conversations';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { limits } from '../../platform/rate-limit';
import { bind } from '../../http/bind';
import { commandContext, newIdFor } from '../../http/command-context';
import type { ApiModule } from '../../http/deps';
import { copyTemplateInto } from './copy-template';
import { loadAccount } from '../account/load';
import { requestMail, runConversationCommand } from './load';
import { conversationResponse } from './routes-conversation';

/** Exactly the item just added or changed; it is in the read model once the command returns. */
function itemOf<T extends { id: number }>(items: T[], id: number, message: string): T {
  const item = items.find((i) => i.id === id);
  if (!item) throw new NotFoundError(message);
  return item;
}

/** Goals, ambitions, template copies and mails of one conversation. */
export const registerConversationItemRoutes: ApiModule = (router, deps) => {
  const now = () => deps.clock().toISOString();

  bind(router, deps, conversationApi.addGoal, async (ctx, { params: { id }, body: { omschrijving, notitie }, user }) => {
    const context = commandContext(ctx, user.id);
    const goalId = await newIdFor(deps.ids, context, 'pop_goal');
    await runConversationCommand(deps, id, { type: 'AddGoal', goalId, omschrijving, notitie, actorId: user.id, now: now() }, context);
    const conversation = await conversationResponse(deps, user.id, id);
    return { data: { goal: itemOf(conversation.goals, goalId, 'Doel niet gevonden'), conversation } };
  });

  bind(router, deps, conversationApi.updateGoal, async (ctx, { params: { id, goalId }, body: change, user }) => {
    await runConversationCommand(
      deps,
      id,
      { type: 'UpdateGoal', goalId, change, actorId: user.id, now: now() },
      commandContext(ctx, user.id),
    );
    const conversation = await conversationResponse(deps, user.id, id);
    return { data: { goal: itemOf(conversation.goals, goalId, 'Doel niet gevonden'), conversation } };
  });

  bind(router, deps, conversationApi.removeGoal, async (ctx, { params: { id, goalId }, user }) => {
    await runConversationCommand(deps, id, { type: 'RemoveGoal', goalId, actorId: user.id, now: now() }, commandContext(ctx, user.id));
    return { data: { conversation: await conversationResponse(deps, user.id, id) } };
  });

  bind(router, deps, conversationApi.addAmbition, async (ctx, { params: { id }, body: { omschrijving, notitie }, user }) => {
    const context = commandContext(ctx, user.id);
    const ambitionId = await newIdFor(deps.ids, context, 'pop_ambition');
    await runConversationCommand(
      deps,
      id,
      { type: 'AddAmbition', ambitionId, omschrijving, notitie, actorId: user.id, now: now() },
      context,
    );
    const conversation = await conversationResponse(deps, user.id, id);
    return { data: { ambition: itemOf(conversation.ambitions, ambitionId, 'Ambitie niet gevonden'), conversation } };
  });

  bind(router, deps, conversationApi.updateAmbition, async (ctx, { params: { id, ambitionId }, body: change, user }) => {
    await runConversationCommand(
      deps,
      id,
      { type: 'UpdateAmbition', ambitionId, change, actorId: user.id, now: now() },
      commandContext(ctx, user.id),
    );
    const conversation = await conversationResponse(deps, user.id, id);
    return { data: { ambition: itemOf(conversation.ambitions, ambitionId, 'Ambitie niet gevonden'), conversation } };
  });

  bind(router, deps, conversationApi.removeAmbition, async (ctx, { params: { id, ambitionId }, user }) => {
    await runConversationCommand(
      deps,
      id,
      { type: 'RemoveAmbition', ambitionId, actorId: user.id, now: now() },
      commandContext(ctx, user.id),
    );
    return { data: { conversation: await conversationResponse(deps, user.id, id) } };
  });

  bind(router, deps, conversationApi.copyTemplate, async (ctx, { params: { id: templateId, popId }, query: { source }, user }) => {
    const copied = await copyTemplateInto(deps, ctx, user.id, popId, source, templateId);
    return { message: `${copied} doelen toegevoegd`, data: { conversation: await conversationResponse(deps, user.id, popId) } };
  });

  bind(router, deps, conversationApi.sendEmail, async (ctx, { body: { toEmail, subject, message }, user }) => {
    // Mail to any address: only from verified accounts, so the product is no open relay for spam.
    if (!user.verified) throw new ForbiddenError('Je account moet eerst geverifieerd worden voordat je e-mails kunt versturen.');
    await deps.limiter.consume(limits.mailPerAccount, String(user.id));
    await deps.limiter.consume(limits.mailPerRecipient, `${user.id}:${toEmail.toLowerCase()}`);
    const account = await loadAccount(deps.store, user.id);
    await requestMail(deps, commandContext(ctx, user.id), {
      to: toEmail,
      kind: 'custom',
      subject,
      message,
      onBehalfOf: { name: account.name, email: account.email },
    });
    return { message: 'E-mail succesvol verzonden!' };
  });
};
