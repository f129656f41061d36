import type { ApiModule } from '../../deps';
import { registerConversationRoutes } from './routes-conversation';
import { registerInvitationRoutes } from './routes-invitation';
import { registerConversationItemRoutes } from './routes-items';

export const conversationModule: ApiModule = (router, deps) => {
  registerConversationRoutes(router, deps);
  registerConversationItemRoutes(router, deps);
  registerInvitationRoutes(router, deps);
};
