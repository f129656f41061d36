import type { Context } from 'koa';
import { workspaceStream } from '../../../../events/workspace';
import { workspaceDecider, type WorkspaceCommand } from '../../../commands/workspace/decider';
import type { CommandContext } from '../../../commands/handle-command';
import { runCommand } from '../../../commands/run-command';
import type { AuthUser } from '../../auth';
import { commandContext } from '../../command-context';
import type { AppDeps } from '../../deps';

type Asked = 'workspaceId' | 'actorId' | 'now';
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type MemberCommand = DistributiveOmit<Exclude<WorkspaceCommand, { type: 'AcceptInvitation' }>, Asked>;

/** A command of a member on the workspace their token names, as that member, now. */
export function runWorkspaceCommand(
  deps: AppDeps,
  ctx: Context,
  user: AuthUser,
  command: MemberCommand,
  context: CommandContext = commandContext(ctx, user),
) {
  const asked = { workspaceId: user.workspaceId, actorId: user.id, now: deps.clock().toISOString() };
  return runCommand(deps, workspaceStream(user.workspaceId), workspaceDecider, { ...command, ...asked } as WorkspaceCommand, context);
}
