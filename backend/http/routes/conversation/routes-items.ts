import type { Context } from 'koa';
import { conversationApi } from '../../../../contracts/conversations';
import type { AuthUser } from '../../auth';
import type { ConversationCommand } from '../../../commands/conversation/decider';
import { ForbiddenError, orNotFound } from '../../../platform/errors';
import { bind } from '../../bind';
import { declareReads } from '../../route-reads';
import { commandContext } from '../../command-context';
import { newIdFor } from '../../../commands/new-id';
import type { ApiModule } from '../../deps';
import { copyTemplateInto } from '../../../commands/conversation/copy-template';
import { templateSourceOf } from './template-source';
import { runConversationCommand } from '../../../commands/conversation/load';
import { requestMailOnBehalf } from '../../../commands/conversation/mail-on-behalf';
import { conversationResponse } from './routes-conversation';

/** Exactly the item just added or changed; it is in the read model once the command returns. */
const itemOf = <T extends { id: number }>(items: T[], id: number, message: string): T =>
  orNotFound(
    items.find((i) => i.id === id),
    message,
  );

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A command on a conversation without who and when: the route adds those. */
type ItemCommand = DistributiveOmit<ConversationCommand, 'actorId' | 'now'>;

const GOAL_NOT_FOUND = 'Doel niet gevonden';
const AMBITION_NOT_FOUND = 'Ambitie niet gevonden';

/** Goals, ambitions, template copies and mails of one conversation. */
export const registerConversationItemRoutes: ApiModule = (router, deps) => {
  declareReads(
    ['conversations'],
    conversationApi.addGoal,
    conversationApi.updateGoal,
    conversationApi.removeGoal,
    conversationApi.addAmbition,
    conversationApi.updateAmbition,
    conversationApi.removeAmbition,
    conversationApi.copyTemplate,
  );
  /** Runs the command as the user, then answers the conversation as the read model has it. */
  const run = async (ctx: Context, user: AuthUser, conversationId: number, command: ItemCommand, context = commandContext(ctx, user)) => {
    await runConversationCommand(deps, conversationId, { ...command, actorId: user.workspaceId, now: deps.clock().toISOString() }, context);
    return conversationResponse(deps, user.workspaceId, conversationId);
  };
  /** Adds an item under a new id from `sequence`; answers the id and the conversation. */
  const add = async (ctx: Context, user: AuthUser, conversationId: number, sequence: string, command: (itemId: number) => ItemCommand) => {
    const context = commandContext(ctx, user);
    const itemId = await newIdFor(deps.ids, context, sequence);
    return { itemId, conversation: await run(ctx, user, conversationId, command(itemId), context) };
  };

  bind(router, deps, conversationApi.addGoal, async (ctx, { params: { id }, body: { omschrijving, notitie }, user }) => {
    const { itemId, conversation } = await add(ctx, user, id, 'pop_goal', (goalId) => ({
      type: 'AddGoal',
      goalId,
      description: omschrijving,
      note: notitie,
    }));
    return { data: { goal: itemOf(conversation.goals, itemId, GOAL_NOT_FOUND), conversation } };
  });
  bind(router, deps, conversationApi.updateGoal, async (ctx, { params: { id, goalId }, body, user }) => {
    const change = { description: body.omschrijving, note: body.notitie, progress: body.voortgang, deadline: body.deadline };
    const conversation = await run(ctx, user, id, { type: 'UpdateGoal', goalId, change });
    return { data: { goal: itemOf(conversation.goals, goalId, GOAL_NOT_FOUND), conversation } };
  });
  bind(router, deps, conversationApi.removeGoal, async (ctx, { params: { id, goalId }, user }) => ({
    data: { conversation: await run(ctx, user, id, { type: 'RemoveGoal', goalId }) },
  }));

  bind(router, deps, conversationApi.addAmbition, async (ctx, { params: { id }, body: { omschrijving, notitie }, user }) => {
    const { itemId, conversation } = await add(ctx, user, id, 'pop_ambition', (ambitionId) => ({
      type: 'AddAmbition',
      ambitionId,
      description: omschrijving,
      note: notitie,
    }));
    return { data: { ambition: itemOf(conversation.ambitions, itemId, AMBITION_NOT_FOUND), conversation } };
  });
  bind(router, deps, conversationApi.updateAmbition, async (ctx, { params: { id, ambitionId }, body, user }) => {
    const change = { description: body.omschrijving, note: body.notitie };
    const conversation = await run(ctx, user, id, { type: 'UpdateAmbition', ambitionId, change });
    return { data: { ambition: itemOf(conversation.ambitions, ambitionId, AMBITION_NOT_FOUND), conversation } };
  });
  bind(router, deps, conversationApi.removeAmbition, async (ctx, { params: { id, ambitionId }, user }) => ({
    data: { conversation: await run(ctx, user, id, { type: 'RemoveAmbition', ambitionId }) },
  }));

  bind(
    router,
    deps,
    conversationApi.copyTemplate,
    async (ctx, { params: { id: templateId, popId: conversationId }, query: { source }, user }) => {
      const copied = await copyTemplateInto(
        deps,
        commandContext(ctx, user),
        user.workspaceId,
        conversationId,
        templateSourceOf[source],
        templateId,
      );
      return {
        message: `${copied} doelen toegevoegd`,
        data: { conversation: await conversationResponse(deps, user.workspaceId, conversationId) },
      };
    },
  );

  bind(router, deps, conversationApi.sendEmail, async (ctx, { body: { toEmail, subject, message }, user }) => {
    // Mail to any address: only from verified accounts, so the product is no open relay for spam.
    if (!user.verified) throw new ForbiddenError('Je account moet eerst geverifieerd worden voordat je e-mails kunt versturen.');
    await requestMailOnBehalf(deps, commandContext(ctx, user), user, { to: toEmail, kind: 'custom', subject, message });
    return { message: 'E-mail succesvol verzonden!' };
  });
};
