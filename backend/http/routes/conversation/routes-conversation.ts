import type { Context } from 'koa';
import { conversationApi } from '../../../../contracts/conversations';
import { ValidationError } from '../../../platform/errors';
import { bind } from '../../bind';
import { declareReads } from '../../route-reads';
import { commandContext } from '../../command-context';
import type { AuthUser } from '../../auth';
import { newIdFor } from '../../../commands/new-id';
import type { ApiModule, AppDeps } from '../../deps';
import { followUpInvitation, sendConfirmation } from '../../../commands/conversation/confirmation-mail';
import { copyTemplateInto, resolveTemplateGoals } from '../../../commands/conversation/copy-template';
import { templateSourceOf } from './template-source';
import { loadConversation, resolveParties, runConversationCommand } from '../../../commands/conversation/load';
import type { ConversationState } from '../../../../events/conversation-state';
import { readAfterWrite } from '../../read-after-write';

/** The conversation as the read model shows it once the command's events are in (read your writes). */
export async function conversationResponse(deps: AppDeps, ownerId: number, conversationId: number) {
  return readAfterWrite(() => deps.reads.conversation(ownerId, conversationId), 'conversations');
}

/** Plan, change, archive and delete conversations. */
export const registerConversationRoutes: ApiModule = (router, deps) => {
  declareReads(
    ['conversations'],
    conversationApi.schedule,
    conversationApi.update,
    conversationApi.setStatus,
    conversationApi.archive,
    conversationApi.toggleArchive,
    conversationApi.remove,
  );
  const now = () => deps.clock().toISOString();
  // A past appointment is history in the calendar: cancelling it would only mail the employee for nothing.
  const isAhead = (state: ConversationState) => Date.parse(state.scheduledAt) > deps.clock().getTime();

  bind(router, deps, conversationApi.schedule, async (ctx, { body, user }) => {
    const context = commandContext(ctx, user);
    const conversationId = await newIdFor(deps.ids, context, 'pop');
    const parties = await resolveParties(deps.store, body.bedrijf_id, body.medewerker_id);
    // Found before anything is stored: a missing template must not leave a conversation without its goals.
    const template =
      body.template && (await resolveTemplateGoals(deps, user.workspaceId, templateSourceOf[body.template.type], body.template.id));
    const { state } = await runConversationCommand(
      deps,
      conversationId,
      {
        type: 'ScheduleConversation',
        conversationId,
        actorId: user.workspaceId,
        actorName: user.name,
        verified: user.verified,
        now: now(),
        scheduledAt: body.datum_tijd,
        status: body.status,
        report: body.verslag,
        ...parties,
      },
      context,
    );
    if (body.template && template)
      await copyTemplateInto(
        deps,
        commandContext(ctx, user),
        user.workspaceId,
        conversationId,
        templateSourceOf[body.template.type],
        body.template.id,
        template,
      );
    const bevestiging = body.sendConfirmation ? await sendConfirmation(deps, context, user, conversationId, state) : undefined;
    return {
      data: {
        id: conversationId,
        conversation: await conversationResponse(deps, user.workspaceId, conversationId),
        ...(bevestiging && { bevestiging }),
      },
    };
  });

  bind(router, deps, conversationApi.update, async (ctx, { params: { id }, body, user }) => {
    const current = await loadConversation(deps.store, user.workspaceId, id);
    if (
      (body.bedrijf_id !== undefined && body.bedrijf_id !== current.companyId) ||
      (body.medewerker_id !== undefined && body.medewerker_id !== current.employeeId)
    ) {
      throw new ValidationError('Bedrijf en medewerker van een gesprek kunnen niet worden gewijzigd');
    }
    const context = commandContext(ctx, user);
    const { state } = await runConversationCommand(
      deps,
      id,
      {
        type: 'UpdateConversation',
        actorId: user.workspaceId,
        now: now(),
        scheduledAt: body.datum_tijd,
        status: body.status,
        report: body.verslag,
      },
      context,
    );
    // Only a real move updates the calendar: a retried PUT with the same time changes nothing.
    const uitnodiging =
      state.scheduledAt !== current.scheduledAt ? await followUpInvitation(deps, context, user, id, current, 'REQUEST', state) : undefined;
    return { data: { conversation: await conversationResponse(deps, user.workspaceId, id), ...(uitnodiging && { uitnodiging }) } };
  });

  bind(router, deps, conversationApi.setStatus, async (ctx, { params: { id }, body: { status }, user }) => {
    await runConversationCommand(
      deps,
      id,
      { type: 'UpdateConversation', actorId: user.workspaceId, now: now(), status },
      commandContext(ctx, user),
    );
    return { data: { conversation: await conversationResponse(deps, user.workspaceId, id) } };
  });

  const setArchived = async (ctx: Context, id: number, user: AuthUser, archived: boolean) => {
    const ownerId = user.workspaceId;
    const context = commandContext(ctx, user);
    const before = await loadConversation(deps.store, ownerId, id);
    await runConversationCommand(deps, id, { type: 'SetArchived', archived, actorId: ownerId, now: now() }, context);
    const cancels = archived && before.archivedAt === null && isAhead(before);
    const uitnodiging = cancels ? await followUpInvitation(deps, context, user, id, before, 'CANCEL') : undefined;
    return { data: { conversation: await conversationResponse(deps, ownerId, id), ...(uitnodiging && { uitnodiging }) } };
  };
  bind(router, deps, conversationApi.archive, (ctx, { params: { id }, user }) => setArchived(ctx, id, user, true));
  bind(router, deps, conversationApi.toggleArchive, (ctx, { params: { id }, body: { archive }, user }) =>
    setArchived(ctx, id, user, archive),
  );

  bind(router, deps, conversationApi.remove, async (ctx, { params: { id }, user }) => {
    const context = commandContext(ctx, user);
    const before = await loadConversation(deps.store, user.workspaceId, id);
    await runConversationCommand(deps, id, { type: 'DeleteConversation', actorId: user.workspaceId, now: now() }, context);
    const uitnodiging = isAhead(before) ? await followUpInvitation(deps, context, user, id, before, 'CANCEL') : undefined;
    return { message: 'Gesprek verwijderd', ...(uitnodiging && { uitnodiging }) };
  });
};
