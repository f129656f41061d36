import type Router from '@koa/router';
import type { Context } from 'koa';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { currentUser } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { parseId, parseInput } from '../../http/validate';
import { commandContext, newIdFor } from '../../http/command-context';
import { copyTemplateInto } from './copy-template';
import { requestMail, runConversationCommand } from './load';
import { conversationResponse, popIdOf } from './routes-conversation';
import { addItemBody, sendEmailBody, updateAmbitionBody, updateGoalBody } from './schemas';

function itemId(ctx: Context, param: string, message: string): number {
  const id = parseId(ctx.params[param]);
  if (id === null) throw new NotFoundError(message);
  return id;
}

/** Goals, ambitions, template copies and mails of one conversation. */
export function registerConversationItemRoutes(router: Router, deps: AppDeps) {
  const { requireAuth } = deps.auth;
  const now = () => deps.clock().toISOString();

  router.post('/pop/:id/goals', requireAuth, async (ctx) => {
    const { omschrijving, notitie } = parseInput(addItemBody, ctx.request.body);
    const user = currentUser(ctx);
    const popId = popIdOf(ctx);
    const context = commandContext(ctx, user.id);
    const goalId = await newIdFor(deps.ids, context, 'pop_goal');
    await runConversationCommand(deps, popId, { type: 'AddGoal', goalId, omschrijving, notitie, actorId: user.id, now: now() }, context);
    const conversation = await conversationResponse(deps, user.id, popId);
    ctx.status = 201;
    ctx.body = { data: { goal: conversation.goals.find((g: { id: number }) => g.id === goalId), conversation } };
  });

  router.put('/pop/:id/goals/:goalId', requireAuth, async (ctx) => {
    const change = parseInput(updateGoalBody, ctx.request.body);
    const user = currentUser(ctx);
    const popId = popIdOf(ctx);
    const goalId = itemId(ctx, 'goalId', 'Doel niet gevonden');
    await runConversationCommand(deps, popId, { type: 'UpdateGoal', goalId, change, actorId: user.id, now: now() }, commandContext(ctx, user.id));
    const conversation = await conversationResponse(deps, user.id, popId);
    ctx.body = { data: { goal: conversation.goals.find((g: { id: number }) => g.id === goalId), conversation } };
  });

  router.delete('/pop/:id/goals/:goalId', requireAuth, async (ctx) => {
    const user = currentUser(ctx);
    const popId = popIdOf(ctx);
    const goalId = itemId(ctx, 'goalId', 'Doel niet gevonden');
    await runConversationCommand(deps, popId, { type: 'RemoveGoal', goalId, actorId: user.id, now: now() }, commandContext(ctx, user.id));
    ctx.body = { data: { conversation: await conversationResponse(deps, user.id, popId) } };
  });

  router.post('/pop/:id/ambitions', requireAuth, async (ctx) => {
    const { omschrijving, notitie } = parseInput(addItemBody, ctx.request.body);
    const user = currentUser(ctx);
    const popId = popIdOf(ctx);
    const context = commandContext(ctx, user.id);
    const ambitionId = await newIdFor(deps.ids, context, 'pop_ambition');
    await runConversationCommand(deps, popId, { type: 'AddAmbition', ambitionId, omschrijving, notitie, actorId: user.id, now: now() }, context);
    const conversation = await conversationResponse(deps, user.id, popId);
    ctx.status = 201;
    ctx.body = { data: { ambition: conversation.ambitions.find((a: { id: number }) => a.id === ambitionId), conversation } };
  });

  router.put('/pop/:id/ambitions/:ambitionId', requireAuth, async (ctx) => {
    const change = parseInput(updateAmbitionBody, ctx.request.body);
    const user = currentUser(ctx);
    const popId = popIdOf(ctx);
    const ambitionId = itemId(ctx, 'ambitionId', 'Ambitie niet gevonden');
    await runConversationCommand(deps, popId, { type: 'UpdateAmbition', ambitionId, change, actorId: user.id, now: now() }, commandContext(ctx, user.id));
    const conversation = await conversationResponse(deps, user.id, popId);
    ctx.body = { data: { ambition: conversation.ambitions.find((a: { id: number }) => a.id === ambitionId), conversation } };
  });

  router.delete('/pop/:id/ambitions/:ambitionId', requireAuth, async (ctx) => {
    const user = currentUser(ctx);
    const popId = popIdOf(ctx);
    const ambitionId = itemId(ctx, 'ambitionId', 'Ambitie niet gevonden');
    await runConversationCommand(deps, popId, { type: 'RemoveAmbition', ambitionId, actorId: user.id, now: now() }, commandContext(ctx, user.id));
    ctx.body = { data: { conversation: await conversationResponse(deps, user.id, popId) } };
  });

  router.post('/templates/:id/copy-to-pop/:popId', requireAuth, async (ctx) => {
    const user = currentUser(ctx);
    const templateId = itemId(ctx, 'id', 'Template niet gevonden');
    const popId = itemId(ctx, 'popId', 'Gesprek niet gevonden');
    const source = ctx.query.source === 'gesprek' ? 'gesprek' : 'eigen';
    const copied = await copyTemplateInto(deps, ctx, user.id, popId, source, templateId);
    ctx.body = { message: `${copied} doelen toegevoegd`, data: { conversation: await conversationResponse(deps, user.id, popId) } };
  });

  router.post('/pop/send-email', requireAuth, async (ctx) => {
    const { toEmail, subject, message } = parseInput(sendEmailBody, ctx.request.body);
    const user = currentUser(ctx);
    // Mail to any address: only from verified accounts, so the product is no open relay for spam.
    if (!user.verified) throw new ForbiddenError('Je account moet eerst geverifieerd worden voordat je e-mails kunt versturen.');
    await requestMail(deps, commandContext(ctx, user.id), { to: toEmail, kind: 'custom', subject, message });
    ctx.body = { message: 'E-mail succesvol verzonden!' };
  });
}
