import { notificationsApi } from '../../../../contracts/notifications';
import { reminderLeadTimeOf } from '../../../projections/workspace/queries';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';
import { runWorkspaceCommand } from '../workspace/run-workspace-command';

/** The workspace's reminder before a conversation (issue 25): every member sees it, HR sets it. */
export const reminderModule: ApiModule = (router, deps) => {
  bind(router, deps, notificationsApi.reminder, async (_ctx, { user }) => ({
    voor_gesprek: await reminderLeadTimeOf(deps.pool, user.workspaceId),
  }));

  bind(router, deps, notificationsApi.setReminder, async (ctx, { body: { voor_gesprek }, user }) => {
    await runWorkspaceCommand(deps, ctx, user, { type: 'SetReminderLeadTime', leadTime: voor_gesprek });
    return { voor_gesprek: await reminderLeadTimeOf(deps.pool, user.workspaceId) };
  });
};
