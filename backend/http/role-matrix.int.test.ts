import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contracts/api';
import type { EndpointSpec } from '../../contracts/http';
import type { WorkspaceRole } from '../../contracts/roles';
import { workspaceMessages } from '../../contracts/workspace-messages';
import { callBare, seedWorkspace, urlFor, type SeededWorkspace } from '../../tests/support/seeded-workspace';
import { useTestApp } from '../../tests/support/use-test-app';

/**
 * Issue 24's role test over every route of the contract. Public and admin routes have no workspace role
 * and are left out here (their own tests cover them): only `access: 'user'` endpoints are walked.
 */
const app = useTestApp();
const MARKER = 'GEHEIM-NOTITIE-7731';
type UserEndpoint = Extract<EndpointSpec, { access: 'user' }>;
const signedIn = allEndpoints().filter((e): e is UserEndpoint => e.access === 'user');
const label = (e: EndpointSpec) => `${e.method.toUpperCase()} ${e.path}`;

interface Row {
  route: string;
  role: string;
  status: number;
  want: string;
}
/** One line per failing call, so a failure shows the whole picture at once. */
const table = (rows: Row[]) =>
  rows.map((r) => `${r.route.padEnd(52)} ${r.role.padEnd(10)} ${String(r.status).padEnd(4)} want ${r.want}`).join('\n');

let world: SeededWorkspace;
beforeAll(async () => {
  world = await seedWorkspace(app, MARKER);
}, 120_000);

const roleUser = (role: WorkspaceRole) => (role === 'owner' ? world.owner : world.members[role]);
/** A token of its own for a call that may end sessions (logout, logout everywhere): the others stay valid. */
const freshAuth = async (role: WorkspaceRole) => {
  const session = await app.runtime.deps.auth.session(roleUser(role).id, world.owner.id);
  return { Authorization: `Bearer ${session.token}` };
};

describe('the role matrix (issue 24)', () => {
  it("never shows the analyst a note, a log's texts or an employee's e-mail address", async () => {
    const leaks: Row[] = [];
    for (const e of signedIn.filter((x) => x.method === 'get')) {
      const answer = await callBare(app, e, urlFor(e, world.ids), world.members.analyst.auth);
      if (answer.text.includes(MARKER) || answer.text.includes(world.email))
        leaks.push({ route: label(e), role: 'analyst', status: answer.status, want: 'no marker' });
    }
    // The one AI call the analyst may make reads the same conversations.
    const trend = await app.api
      .post('/api/pop/ai-trend-analysis')
      .set(world.members.analyst.auth)
      .send({ bedrijf_id: world.ids.companyId, statuses: ['gepland', 'open', 'afgerond'] });
    expect(trend.status).toBe(200);
    if (JSON.stringify(trend.body).includes(MARKER))
      leaks.push({ route: 'POST /pop/ai-trend-analysis', role: 'analyst', status: 200, want: 'no marker' });
    expect(table(leaks)).toBe('');
    // The marker is there to be found: the owner's own view of the conversation holds it.
    expect((await app.api.get(`/api/pop/${world.ids.popId}/history`).set(world.owner.auth).expect(200)).text).toContain(MARKER);
  }, 120_000);

  it('refuses every route to a role the contract does not name, with 403 in Dutch', async () => {
    const wrong: Row[] = [];
    for (const e of signedIn) {
      for (const role of ['hr_manager', 'auditor', 'analyst'] as const) {
        if (e.roles.includes(role)) continue;
        const answer = await callBare(app, e, urlFor(e, world.ids), world.members[role].auth);
        if (answer.status !== 403 || answer.message !== workspaceMessages.roleForbidden)
          wrong.push({ route: label(e), role, status: answer.status, want: `403 ${workspaceMessages.roleForbidden}` });
      }
    }
    expect(table(wrong)).toBe('');
    // Non-GET routes closed to readers exist, so the loop above had something to refuse.
    expect(signedIn.filter((e) => e.method !== 'get' && !e.roles.includes('auditor')).length).toBeGreaterThan(30);
  }, 120_000);

  it('lets every role the contract names through (a bare call may fail validation, never with 403)', async () => {
    // Calls that end something (a membership, the plan, a conversation) come last, so they spoil nothing.
    const ending = (e: EndpointSpec) =>
      e.method === 'delete'
        ? 2
        : ['/team/leave', '/hr/delete-account', '/hr/cancel-plan'].includes(e.path)
          ? 3
          : e.method === 'get'
            ? 0
            : 1;
    const ordered = [...signedIn].sort((a, b) => ending(a) - ending(b));
    const refused: Row[] = [];
    for (const e of ordered) {
      for (const role of e.roles) {
        const auth = e.method === 'get' ? roleUser(role).auth : await freshAuth(role);
        const answer = await callBare(app, e, urlFor(e, world.ids), auth);
        if (answer.status === 403) refused.push({ route: label(e), role, status: 403, want: `not 403 (${answer.message})` });
      }
    }
    expect(table(refused)).toBe('');
  }, 180_000);
});
