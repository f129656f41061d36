import { conversationApi } from '../../../../contracts/conversations';
import { sendInvitation } from '../../../commands/conversation/confirmation-mail';
import { loadConversation } from '../../../commands/conversation/load';
import { bind } from '../../bind';
import { commandContext } from '../../command-context';
import type { ApiModule } from '../../deps';
import { conversationResponse } from './routes-conversation';

/** 'Uitnodiging opnieuw versturen': the appointment mail with the user's subject and text, SEQUENCE raised. */
export const registerInvitationRoutes: ApiModule = (router, deps) => {
  bind(router, deps, conversationApi.sendInvitation, async (ctx, { params: { id }, body, user }) => {
    const state = await loadConversation(deps.store, user.workspaceId, id);
    const uitnodiging = await sendInvitation(deps, commandContext(ctx, user), user, id, state, {
      method: 'REQUEST',
      subject: body.onderwerp,
      message: body.bericht,
      strict: true,
    });
    return { data: { conversation: await conversationResponse(deps, user.workspaceId, id), uitnodiging } };
  });
};
