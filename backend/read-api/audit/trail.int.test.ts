import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../../contracts/audit';
import { dutchParts } from '../../../contracts/dutch-time';
import { addGoal, companyWithEmployee, createCompany, scheduleConversation } from '../../../tests/support/api-seed';
import { addMember } from '../../../tests/support/team';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { lastActivityByMember } from './trail';

const app = useTestApp();
const SECRET = 'GEHEIM-VERSLAG-5521';
const today = () => {
  const p = dutchParts(new Date());
  return `${p.year}-${p.month}-${p.day}`;
};

let owner: TestUser;
let other: TestUser;
let hr: Awaited<ReturnType<typeof addMember>>;
let auditor: Awaited<ReturnType<typeof addMember>>;
let analyst: Awaited<ReturnType<typeof addMember>>;
let conversationId: number;
let employeeId: number;

const trail = async (who: { auth: Record<string, string> }, query = '') =>
  (await app.api.get(`/api/audit${query}`).set(who.auth).expect(200)).body as {
    items: AuditEntry[];
    page: number;
    pageSize: number;
    hasMore: boolean;
  };

beforeAll(async () => {
  owner = await registerUser(app, { verified: true, naam: 'Olga Eigenaar' });
  hr = await addMember(app, owner, 'hr_manager', { naam: 'Henk Hrman' });
  auditor = await addMember(app, owner, 'auditor', { naam: 'Anna Auditor' });
  analyst = await addMember(app, owner, 'analyst', { naam: 'Bram Analist' });
  const [companyId] = await companyWithEmployee(app, owner, { naam: 'Bouw BV', branche: 'Bouw' }, { naam: 'Kees Wit' });
  employeeId = (
    await app.api
      .post('/api/employees')
      .set(hr.auth)
      .send({ naam: 'Erik Geheimhouder', email: 'erik.geheim@example.nl', bedrijf_id: companyId })
  ).body.id;
  conversationId = await scheduleConversation(app, hr, {
    bedrijf_id: companyId,
    medewerker_id: employeeId,
    datum_tijd: '2030-03-12T09:00',
    verslag: SECRET,
  });
  const goal = await addGoal(app, hr, conversationId, { omschrijving: `Doel ${SECRET}`, notitie: SECRET });
  await app.api.put(`/api/pop/${conversationId}/goals/${goal.id}`).set(hr.auth).send({ voortgang: 7 }).expect(200);
  other = await registerUser(app, { verified: true, naam: 'Otto Ander' });
  await createCompany(app, other, { naam: 'Ander BV', branche: 'ICT' });
});

describe('GET /audit', () => {
  it("lists every change of the workspace newest first, with the member's name and no personal texts", async () => {
    const page = await trail(auditor);
    const times = page.items.map((item) => item.tijd);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.items[0]).toMatchObject({
      lid: { id: hr.id, naam: 'Henk Hrman' },
      soort: 'conversation',
      actie: 'GoalProgressSet',
      omschrijving: 'Voortgang doel op 7',
      gesprek_id: conversationId,
    });
    const lines = page.items.map((item) => `${item.lid.naam}: ${item.omschrijving}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Henk Hrman: Doel toegevoegd',
        'Henk Hrman: Gesprek gepland',
        'Henk Hrman: Medewerker toegevoegd',
        'Olga Eigenaar: Medewerker toegevoegd',
        'Olga Eigenaar: Bedrijf toegevoegd',
        'Olga Eigenaar: Lid uitgenodigd als Auditor',
        'Henk Hrman: Uitnodiging geaccepteerd als HR-manager',
      ]),
    );
    expect(JSON.stringify(page)).not.toMatch(/GEHEIM|Erik|erik\.geheim|Kees/);
  });

  it('filters by member, kind and Dutch calendar days', async () => {
    const byHr = await trail(auditor, `?lid=${hr.id}`);
    expect(byHr.items.length).toBeGreaterThan(3);
    expect(byHr.items.every((item) => item.lid.id === hr.id)).toBe(true);
    const companies = await trail(auditor, '?soort=company');
    expect(companies.items.map((item) => item.omschrijving)).toEqual(['Bedrijf toegevoegd']);
    const members = await trail(auditor, '?soort=member');
    expect(members.items).toHaveLength(6);
    expect(members.items.every((item) => item.soort === 'member')).toBe(true);
    const all = (await trail(auditor)).items.length;
    expect((await trail(auditor, `?van=${today()}&tot=${today()}`)).items).toHaveLength(all);
    expect((await trail(auditor, '?tot=2020-01-01')).items).toEqual([]);
    expect((await trail(auditor, '?van=2199-01-01')).items).toEqual([]);
    const refused = await app.api.get('/api/audit?soort=gesprek').set(auditor.auth).expect(400);
    expect(refused.body.message).toBe('Kies een geldige soort');
  });

  it('pages the trail on the server: pageSize lines a page, hasMore while more follow', async () => {
    const goal = await addGoal(app, hr, conversationId, { omschrijving: 'Veel stappen' });
    for (let i = 0; i < AUDIT_PAGE_SIZE; i++)
      await app.api
        .put(`/api/pop/${conversationId}/goals/${goal.id}`)
        .set(hr.auth)
        .send({ voortgang: i % 10 })
        .expect(200);
    const first = await trail(owner);
    const second = await trail(owner, '?page=2');
    expect(first).toMatchObject({ page: 1, pageSize: AUDIT_PAGE_SIZE, hasMore: true });
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(second.hasMore).toBe(false);
    expect(second.items.length).toBeGreaterThan(5);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.items[0]!.omschrijving).toBe(`Voortgang doel op ${(AUDIT_PAGE_SIZE - 1) % 10}`);
  });

  it("keeps tenants apart: another workspace's changes never appear, nor does a member filter reach them", async () => {
    const ours = (await trail(owner)).items.map((item) => item.id);
    const theirs = await trail(other);
    expect(theirs.items.map((item) => item.omschrijving)).toEqual(['Bedrijf toegevoegd']);
    expect(ours).not.toContain(theirs.items[0]!.id);
    expect((await trail(owner, `?lid=${other.id}`)).items).toEqual([]);
    expect((await trail(other, `?lid=${hr.id}`)).items).toEqual([]);
  });

  it('is open to the owner, HR managers and auditors, not to analysts', async () => {
    await app.api.get('/api/audit').set(hr.auth).expect(200);
    const refused = await app.api.get('/api/audit').set(analyst.auth).expect(403);
    expect(refused.body.message).toBe('Je rol in deze werkruimte geeft geen toegang tot deze functie.');
    await app.api.get('/api/audit/export.xlsx').set(analyst.auth).expect(403);
  });

  it('tells the Team tab when each member last changed something', async () => {
    const last = await lastActivityByMember(app.db.pool, owner.id);
    // Accepting the invitation is each member's own first change.
    expect(new Set(last.keys())).toEqual(new Set([owner.id, hr.id, auditor.id, analyst.id]));
    expect(last.get(hr.id)!.getTime()).toBeGreaterThan(last.get(owner.id)!.getTime());
    expect((await lastActivityByMember(app.db.pool, other.id)).get(hr.id)).toBeUndefined();
  });
});
