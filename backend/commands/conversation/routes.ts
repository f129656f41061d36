import type { ApiModule } from '../../http/deps';
import { registerConversationReadRoutes } from '../../read-api/conversation-routes';
import { registerDashboardRoutes } from '../../read-api/dashboard-routes';
import { registerConversationRoutes } from './routes-conversation';
import { registerConversationItemRoutes } from './routes-items';

export const conversationModule: ApiModule = (router, deps) => {
  registerConversationReadRoutes(router, deps);
  registerConversationRoutes(router, deps);
  registerConversationItemRoutes(router, deps);
  registerDashboardRoutes(router, deps);
};
