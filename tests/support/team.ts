import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { WorkspaceRole } from '../../contracts/roles';
import { workspaceStream } from '../../events/workspace';
import { runCommand } from '../../backend/commands/run-command';
import { workspaceDecider } from '../../backend/commands/workspace/decider';
import { registerUser, type TestApp, type TestUser } from './test-app';

/**
 * A new account that works in `owner`'s workspace with `role`, through the workspace's own decider
 * (an invitation and its acceptance, as the Team tab and the link do), signed in there: its token
 * names that workspace. For tests of what a role may do; the invitation flow has tests of its own.
 */
export async function addMember(app: TestApp, owner: TestUser, role: Exclude<WorkspaceRole, 'owner'>, options: { naam?: string } = {}) {
  const member = await registerUser(app, { verified: true, naam: options.naam ?? `Lid ${role}` });
  const now = new Date().toISOString();
  const invitationId = randomUUID();
  const tokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');
  const workspaceId = owner.id;
  const context = (id: number) => ({ actor: String(id), tenant: String(workspaceId), commandId: randomUUID() });
  const stream = workspaceStream(workspaceId);
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  await runCommand(
    app.runtime.deps,
    stream,
    workspaceDecider,
    { type: 'InviteMember', workspaceId, actorId: owner.id, invitationId, email: member.email, role, tokenHash, expiresAt, now },
    context(owner.id),
  );
  await runCommand(
    app.runtime.deps,
    stream,
    workspaceDecider,
    { type: 'AcceptInvitation', workspaceId, invitationId, tokenHash, userId: member.id, now },
    context(member.id),
  );
  const token = (await app.runtime.deps.auth.session(member.id, workspaceId)).token;
  return { ...member, token, auth: { Authorization: `Bearer ${token}` }, role, workspaceId };
}
