import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { WorkspaceRole } from '../../../../contracts/roles';
import { workspaceApi, workspaceMessages as m } from '../../../../contracts/workspace';
import { workspaceStream } from '../../../../events/workspace';
import { accountIdForEmail } from '../../../commands/account/email-claim';
import { runCommand } from '../../../commands/run-command';
import { workspaceDecider } from '../../../commands/workspace/decider';
import { countInvitationMail, requestInvitationMail } from '../../../commands/workspace/invitation-mail';
import { invitationExpiry, newInvitationLink } from '../../../commands/workspace/invitation-secret';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors';
import { findHrUserById } from '../../../projections/hr-user/queries';
import { invitationOfWorkspace, invitationsOfWorkspace, membersOfWorkspace, workspaceName } from '../../../projections/workspace/queries';
import type { AuthUser } from '../../auth';
import { bind } from '../../bind';
import { commandContext } from '../../command-context';
import type { AppDeps } from '../../deps';
import { registerAccount } from '../account/register-account';
import { openInvitation } from './open-invitation';
import { runWorkspaceCommand } from './run-workspace-command';
import { teamOf } from './team-view';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Mails a (new) link for an invitation, on the inviter's behalf, once `record` has stored its hash. */
async function withMailedLink(
  deps: AppDeps,
  ctx: Context,
  user: AuthUser,
  invitation: { email: string; role: WorkspaceRole },
  record: (tokenHash: string, expiresAt: string, context: ReturnType<typeof commandContext>) => Promise<unknown>,
) {
  await countInvitationMail(deps, user.id, invitation.email);
  const { requestId, tokenHash } = newInvitationLink(deps.secrets);
  const context = commandContext(ctx, user);
  await record(tokenHash, invitationExpiry(deps.clock()), context);
  const workspace = (await workspaceName(deps.pool, user.workspaceId)) ?? '';
  await requestInvitationMail(deps, context, { inviterId: user.id, to: invitation.email, workspace, role: invitation.role, requestId });
}

/** Accepts an open invitation for `userId` (whose address it was sent to) and answers a session in that workspace. */
async function accept(deps: AppDeps, ctx: Context, invitation: Awaited<ReturnType<typeof openInvitation>>, userId: number) {
  const workspaceId = invitation.workspace_id;
  await runCommand(
    deps,
    workspaceStream(workspaceId),
    workspaceDecider,
    {
      type: 'AcceptInvitation',
      workspaceId,
      invitationId: invitation.id,
      tokenHash: invitation.tokenHash,
      userId,
      now: deps.clock().toISOString(),
    },
    commandContext(ctx, { id: userId, workspaceId }),
  );
  return deps.auth.session(userId, workspaceId);
}

/** Inviting, resending and withdrawing (the owner), and the link's acceptance by an existing or a new account. */
export function registerInvitationRoutes(router: Router, deps: AppDeps) {
  const team = (workspaceId: number) => teamOf(deps.pool, workspaceId, deps.clock());

  bind(router, deps, workspaceApi.invite, async (ctx, { body: { email, rol }, user }) => {
    const address = email.trim().toLowerCase();
    // Refused before the mail is counted: a refusal costs nothing of the day's limit.
    if ((await membersOfWorkspace(deps.pool, user.workspaceId)).some((member) => sameAddress(member.email, address)))
      throw new ConflictError(m.alreadyMember);
    if ((await invitationsOfWorkspace(deps.pool, user.workspaceId)).some((open) => sameAddress(open.email, address)))
      throw new ConflictError(m.alreadyInvited);
    const invitationId = randomUUID();
    await withMailedLink(deps, ctx, user, { email: address, role: rol }, (tokenHash, expiresAt, context) =>
      runWorkspaceCommand(
        deps,
        ctx,
        user,
        { type: 'InviteMember', invitationId, email: address, role: rol, tokenHash, expiresAt },
        context,
      ),
    );
    return team(user.workspaceId);
  });

  bind(router, deps, workspaceApi.resendInvitation, async (ctx, { params: { invitationId }, user }) => {
    const open = await invitationOfWorkspace(deps.pool, user.workspaceId, invitationId);
    if (!open) throw new NotFoundError(m.invitationNotFound);
    await withMailedLink(deps, ctx, user, { email: open.email, role: open.role as WorkspaceRole }, (tokenHash, expiresAt, context) =>
      runWorkspaceCommand(deps, ctx, user, { type: 'ResendInvitation', invitationId, tokenHash, expiresAt }, context),
    );
    return team(user.workspaceId);
  });

  bind(router, deps, workspaceApi.withdrawInvitation, async (ctx, { params: { invitationId }, user }) => {
    await runWorkspaceCommand(deps, ctx, user, { type: 'WithdrawInvitation', invitationId });
    return team(user.workspaceId);
  });

  bind(router, deps, workspaceApi.acceptInvitation, async (ctx, { params: { token }, user }) => {
    const invitation = await openInvitation(deps.pool, token, deps.clock());
    const account = await findHrUserById(deps.pool, user.id);
    if (!account || !sameAddress(account.email, invitation.email)) throw new ForbiddenError(m.invitationOtherAddress);
    return accept(deps, ctx, invitation, user.id);
  });

  bind(router, deps, workspaceApi.registerWithInvitation, async (ctx, { params: { token }, body: { naam, password } }) => {
    const invitation = await openInvitation(deps.pool, token, deps.clock());
    if ((await accountIdForEmail(deps.store, invitation.email)) !== undefined) throw new ConflictError(m.invitationHasAccount);
    // The link came to this address: that proves it as the verification link would have.
    const userId = await registerAccount(deps, ctx, { naam, email: invitation.email, password }, { addressProvenByInvitation: true });
    return accept(deps, ctx, invitation, userId);
  });
}
