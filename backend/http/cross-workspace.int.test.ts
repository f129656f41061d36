import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contracts/api';
import type { EndpointSpec, Method } from '../../contracts/http';
import { workspaceMessages } from '../../contracts/workspace-messages';
import { callBare, seedWorkspace, urlFor, type SeededWorkspace } from '../../tests/support/seeded-workspace';
import { addMember } from '../../tests/support/team';
import { useTestApp } from '../../tests/support/use-test-app';

/** Tenants are sealed: the owner of workspace B asks for workspace A's ids and learns nothing of A. */
const app = useTestApp();
const MARKER_A = 'GEHEIM-A-5518';
let a: SeededWorkspace;
let b: SeededWorkspace;
beforeAll(async () => {
  a = await seedWorkspace(app, MARKER_A);
  b = await seedWorkspace(app, 'GEHEIM-B-6604');
}, 180_000);

const label = (e: EndpointSpec) => `${e.method.toUpperCase()} ${e.path}`;
/** The catalogue (branches, functions, conversation templates) is the product's, the same for every workspace. */
const shared = /^\/(branches|conversation-templates)\//;
/** An invitation's link names no workspace id; its own tests cover a wrong token. */
const byToken = /^\/invitations\//;
const leaksA = (text: string) => text.includes(MARKER_A) || text.includes(a.email);

/** A change of each slice with a valid body, aimed at A's ids: it must not get past the lookup. */
const changes = (): [Method, string, object?][] => [
  ['put', `/companies/${a.ids.companyId}`, { naam: 'Overgenomen', branche: 'Bouw' }],
  ['put', `/employees/${a.ids.employeeId}`, { naam: 'Overgenomen', email: 'x@example.nl', bedrijf_id: b.ids.companyId }],
  ['put', `/goals/${a.ids.libraryGoalId}`, { omschrijving: 'Overgenomen' }],
  ['put', `/ambitions/${a.ids.libraryAmbitionId}`, { omschrijving: 'Overgenomen' }],
  ['put', `/templates/${a.ids.templateId}`, { bedrijf_id: b.ids.companyId, omschrijving: 'Overgenomen', goals: [] }],
  ['delete', `/templates/${a.ids.templateId}`],
  ['post', '/pop', { bedrijf_id: a.ids.companyId, medewerker_id: a.ids.employeeId, datum_tijd: '2030-03-12T09:00' }],
  ['put', `/pop/${a.ids.popId}`, { verslag: 'Overgenomen' }],
  ['patch', `/pop/${a.ids.popId}/status`, { status: 'afgerond' }],
  ['post', `/pop/${a.ids.popId}/archive`],
  ['post', `/pop/${a.ids.popId}/goals`, { omschrijving: 'Overgenomen' }],
  ['put', `/pop/${a.ids.popId}/goals/${a.ids.goalId}`, { voortgang: 1 }],
  ['delete', `/pop/${a.ids.popId}/ambitions/${a.ids.ambitionId}`],
  ['post', `/templates/${a.ids.templateId}/copy-to-pop/${b.ids.popId}`],
  ['post', `/pop/${a.ids.popId}/ai-report`],
  ['post', `/pop/${a.ids.popId}/ai-tips`],
  ['post', '/pop/ai-trend-analysis', { bedrijf_id: a.ids.companyId, statuses: ['open'] }],
  ['post', '/activity/log', { entity_type: 'pop', entity_id: a.ids.popId }],
  ['delete', `/employees/${a.ids.employeeId}/personal-data`],
  ['delete', `/pop/${a.ids.popId}`],
  ['put', `/team/members/${a.ids.memberId}`, { rol: 'auditor' }],
  ['post', `/team/invitations/${a.ids.invitationId}/resend`],
  ['delete', `/team/invitations/${a.ids.invitationId}`],
  ['delete', `/team/members/${a.ids.memberId}`],
];

const inContract = (method: Method, path: string) =>
  allEndpoints().some((e) => e.method === method && new RegExp(`^${e.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path));

describe('workspaces are sealed from each other (issue 24)', () => {
  it("answers every GET with another workspace's ids with 404 or 403, never with its data", async () => {
    const reads = allEndpoints().filter((e) => e.access === 'user' && e.method === 'get' && e.path.includes('{'));
    const open = reads.filter((e) => !shared.test(e.path) && !byToken.test(e.path));
    expect(open.length).toBeGreaterThan(9);
    const wrong: string[] = [];
    for (const e of open) {
      const answer = await callBare(app, e, urlFor(e, a.ids), b.owner.auth);
      if (![403, 404].includes(answer.status) || leaksA(answer.text))
        wrong.push(`${label(e)} ${answer.status} ${answer.text.slice(0, 80)}`);
      // The same call with B's own ids works, so the 404 above is about the owner, not the request.
      const own = await callBare(app, e, urlFor(e, b.ids), b.owner.auth);
      if (own.status !== 200) wrong.push(`${label(e)} with own ids: ${own.status} ${own.message ?? ''}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("refuses a change of each slice to another workspace's ids, and A stays as it was", async () => {
    const before = (await app.api.get(`/api/pop/${a.ids.popId}`).set(a.owner.auth).expect(200)).body;
    const wrong: string[] = [];
    for (const [method, path, body] of changes()) {
      if (!inContract(method, path)) wrong.push(`${method} ${path} is no endpoint of the contract`);
      const res = await app.api[method](`/api${path}`)
        .set(b.owner.auth)
        .send(body ?? {});
      if (res.status < 400 || res.status >= 500 || JSON.stringify(res.body).includes(MARKER_A))
        wrong.push(`${method} ${path} ${res.status}`);
      else if (typeof res.body.message !== 'string') wrong.push(`${method} ${path} ${res.status} without a message`);
    }
    expect(wrong).toEqual([]);
    expect((await app.api.get(`/api/pop/${a.ids.popId}`).set(a.owner.auth).expect(200)).body).toEqual(before);
    await app.api.get(`/api/templates/${a.ids.templateId}`).set(a.owner.auth).expect(200);
    await app.api.get(`/api/employees/${a.ids.employeeId}`).set(a.owner.auth).expect(200);
    await app.api.get('/api/pop').set(a.members.hr_manager.auth).expect(200);
  }, 120_000);

  it('shuts a removed member out on their very next request, with the token they still hold', async () => {
    const member = await addMember(app, a.owner, 'hr_manager', { naam: 'Vertrekkend Lid' });
    await app.api.get('/api/companies').set(member.auth).expect(200);
    // The owner removes them as the app does. (This instance forgets the member's session row at once; another
    // instance hears it from the read model's notification a moment later.)
    await app.api.delete(`/api/team/members/${member.id}`).set(a.owner.auth).expect(200);
    // Every reading of the workspace's data, including what every role may read (companies, figures, the plan).
    for (const url of [
      '/api/companies',
      `/api/companies/${a.ids.companyId}`,
      '/api/pop',
      '/api/dashboard/stats',
      '/api/stripe/user-plan',
    ]) {
      const res = await app.api.get(url).set(member.auth);
      expect([url, res.status, res.body.message]).toEqual([url, 403, workspaceMessages.notAMember]);
    }
    // Their own account stays theirs: the profile answers, and names no workspace they left.
    const profile = await app.api.get('/api/hr/profile').set(member.auth).expect(200);
    expect(profile.body.werkruimte).toBeNull();
    expect(profile.body.werkruimtes.map((w: { id: number }) => w.id)).toEqual([member.id]);
  }, 60_000);
});
