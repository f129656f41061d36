import type { WorkspaceRole } from '../../contracts/roles';
import type { Team } from '../../contracts/workspace';
import type { TestApp, TestUser } from './test-app';

/** The invitation mails `to` received after mail `afterId`, newest last. */
const invitationMailTo = (app: TestApp, to: string, afterId = 0) =>
  app.inbox.waitFor((mail) => mail.to.includes(to) && mail.subject.startsWith('Uitnodiging') && mail.id > afterId);

/** The secret of the link in the next invitation mail to `to` (after mail `afterId`), with that mail. */
export async function invitationLink(app: TestApp, to: string, afterId = 0) {
  const mail = await invitationMailTo(app, to, afterId);
  const match = /\/uitnodiging\/([A-Za-z0-9_-]{43})\b/.exec(mail.text);
  if (!match) throw new Error(`no invitation link in mail:\n${mail.text}`);
  return { secret: match[1]!, mail };
}

/** The owner invites `email` with `rol` from the Team tab; the Team it answers. */
export async function invite(app: TestApp, owner: Pick<TestUser, 'auth'>, email: string, rol: Exclude<WorkspaceRole, 'owner'>) {
  const res = await app.api.post('/api/team/invitations').set(owner.auth).send({ email, rol }).expect(201);
  return res.body as Team;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
