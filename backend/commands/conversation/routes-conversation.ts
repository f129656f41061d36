import type Router from '@koa/router';
import type { Context } from 'koa';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { formatDutch } from '../../platform/dutch-time';
import { findConversation } from '../../projections/conversations/queries';
import { currentUser } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { parseId, parseInput } from '../../http/validate';
import { commandContext, newIdFor } from '../../http/command-context';
import { conversationRowToApi } from './api-shape';
import { conversationInvite } from './ics';
import { copyTemplateInto } from './copy-template';
import { loadConversation, requestMail, resolveParties, runConversationCommand } from './load';
import { archiveBody, planBody, statusBody, updateBody } from './schemas';

export function popIdOf(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw new NotFoundError('Gesprek niet gevonden');
  return id;
}

export async function conversationResponse(deps: AppDeps, ownerId: number, popId: number) {
  const found = await findConversation(deps.pool, ownerId, popId);
  if (!found) throw new NotFoundError('Gesprek niet gevonden');
  return { ...conversationRowToApi(found), goals: found.goals, ambitions: found.ambitions };
}

export function registerConversationRoutes(router: Router, deps: AppDeps) {
  const { requireAuth } = deps.auth;
  const now = () => deps.clock().toISOString();

  router.post('/pop', requireAuth, async (ctx) => {
    const body = parseInput(planBody, ctx.request.body);
    const user = currentUser(ctx);
    const context = commandContext(ctx, user.id);
    const popId = await newIdFor(deps.ids, context, 'pop');
    const parties = await resolveParties(deps.store, body.bedrijf_id, body.medewerker_id);
    const { state } = await runConversationCommand(
      deps,
      popId,
      { type: 'PlanConversation', popId, actorId: user.id, actorNaam: user.naam, verified: user.verified, now: now(), datumTijd: body.datum_tijd, status: body.status as 'gepland', verslag: body.verslag, ...parties },
      context,
    );
    if (body.template) await copyTemplateInto(deps, ctx, user.id, popId, body.template.type, body.template.id);
    if (body.sendConfirmation) {
      const when = formatDutch(state.datumTijd);
      await requestMail(deps, context, {
        to: state.medewerkerEmail,
        kind: 'appointment',
        subject: `Uitnodiging POP-gesprek op ${when}`,
        message: `Beste ${state.medewerkerNaam},\n\nHierbij bevestigen we je POP-gesprek op ${when} (Nederlandse tijd) met ${user.naam}.\n\nIn de bijlage vind je een agenda-uitnodiging.\n\nMet vriendelijke groet,\n${user.naam}`,
        attachments: [
          {
            filename: 'pop-gesprek.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: conversationInvite({
              popId,
              startIso: state.datumTijd,
              summary: `POP-gesprek ${state.medewerkerNaam}`,
              description: `POP-gesprek met ${state.medewerkerNaam} (${state.bedrijfNaam}).`,
              organizerEmail: deps.config.mailFrom.replace(/^.*<(.+)>$/, '$1'),
              attendeeEmail: state.medewerkerEmail,
              now: now(),
            }),
          },
        ],
      });
    }
    const conversation = await conversationResponse(deps, user.id, popId);
    ctx.status = 201;
    ctx.body = { data: { id: popId, conversation } };
  });

  router.put('/pop/:id', requireAuth, async (ctx) => {
    const body = parseInput(updateBody, ctx.request.body);
    const user = currentUser(ctx);
    const popId = popIdOf(ctx);
    const current = await loadConversation(deps.store, user.id, popId);
    if ((body.bedrijf_id !== undefined && body.bedrijf_id !== current.bedrijfId) || (body.medewerker_id !== undefined && body.medewerker_id !== current.medewerkerId)) {
      throw new ValidationError('Bedrijf en medewerker van een gesprek kunnen niet worden gewijzigd');
    }
    await runConversationCommand(
      deps,
      popId,
      { type: 'UpdateConversation', actorId: user.id, now: now(), datumTijd: body.datum_tijd, status: body.status as 'open' | undefined, verslag: body.verslag },
      commandContext(ctx, user.id),
    );
    ctx.body = { data: { conversation: await conversationResponse(deps, user.id, popId) } };
  });

  router.patch('/pop/:id/status', requireAuth, async (ctx) => {
    const { status } = parseInput(statusBody, ctx.request.body);
    const user = currentUser(ctx);
    const popId = popIdOf(ctx);
    await runConversationCommand(deps, popId, { type: 'UpdateConversation', actorId: user.id, now: now(), status: status as 'open' }, commandContext(ctx, user.id));
    ctx.body = { data: { conversation: await conversationResponse(deps, user.id, popId) } };
  });

  const setArchived = async (ctx: Context, archived: boolean) => {
    const user = currentUser(ctx);
    const popId = popIdOf(ctx);
    await runConversationCommand(deps, popId, { type: 'SetArchived', archived, actorId: user.id, now: now() }, commandContext(ctx, user.id));
    ctx.body = { data: { conversation: await conversationResponse(deps, user.id, popId) } };
  };
  router.post('/pop/:id/archive', requireAuth, (ctx) => setArchived(ctx, true));
  router.put('/pop/:id/toggle-archive', requireAuth, (ctx) => setArchived(ctx, parseInput(archiveBody, ctx.request.body).archive));

  router.delete('/pop/:id', requireAuth, async (ctx) => {
    const user = currentUser(ctx);
    await runConversationCommand(deps, popIdOf(ctx), { type: 'DeleteConversation', actorId: user.id, now: now() }, commandContext(ctx, user.id));
    ctx.body = { message: 'Gesprek verwijderd' };
  });
}
