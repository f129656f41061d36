import { beforeAll, describe, expect, it } from 'vitest';
import { dutchMonth } from '../../../contracts/dutch-time';
import type { CompanyGrowth, CompanyMonth, EmployeeTimeline } from '../../../contracts/growth';
import { addMonths } from '../../../contracts/months';
import { ofOwner, seedConversations } from '../../../tests/support/growth-seed';
import { rebuildReadModels } from '../../projections/rebuild';
import { allProjections } from '../../projections/registry';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { today } from './month-series';

/*
 * The months are relative to the real current month (the commands stamp events with the real clock):
 * m(6) is six months ago. Anna's goal 901 stands at 4 from m(6), misses its deadline in m(5), goes to
 * 7 in m(4) and reaches 10 in m(2); Daan's last held conversation was in m(14), so from m(2) he is
 * an employee without a conversation in the last 12 months. Bram's conversation is archived,
 * Chris's deleted. Eva's conversation is planned today through the API.
 */

const cur = dutchMonth(new Date());
const m = (k: number) => addMonths(cur, -k);
const now = today(new Date());
const prevMonthFirst = `${m(1)}-01`;

const app = useTestApp();
let user: TestUser;
let other: TestUser;
let acme: number;
let beta: number;
const staff: Record<string, number> = {};
let p6: number;

beforeAll(async () => {
  user = await registerUser(app, { verified: true, plan: 'pro' });
  other = await registerUser(app, { verified: true });
  const post = async (path: string, body: object, auth = user.auth) => (await app.api.post(path).set(auth).send(body).expect(201)).body;
  acme = (await post('/api/companies', { naam: 'Acme BV', branche: 'ICT' })).id;
  beta = (await post('/api/companies', { naam: 'Beta Zorg', branche: 'Zorg' })).id;
  for (const [naam, company] of [
    ['Anna Jansen', acme],
    ['Bram Jansen', acme],
    ['Chris Jansen', acme],
    ['Daan Jansen', acme],
    ['Eva Jansen', acme],
    ['Fenna Jansen', beta],
    ['Gijs de Vries', beta],
  ] as const) {
    staff[naam.split(' ')[0]!] = (
      await post('/api/employees', { naam, email: `${naam.split(' ')[0]!.toLowerCase()}@example.nl`, bedrijf_id: company })
    ).id;
  }
  const company = { id: acme, naam: 'Acme BV' };
  const who = (first: string) => ({ id: staff[first]!, naam: `${first} Jansen` });
  const checkpoint = await seedConversations(
    app.runtime.deps.store,
    ofOwner(user.id, company, [
      {
        popId: 900_001,
        employee: who('Anna'),
        scheduled: `${m(6)}-10T10:00`,
        status: 'afgerond',
        at: `${m(6)}-01T09:00`,
        goals: [
          {
            goalId: 900_901,
            at: `${m(6)}-10T10:30`,
            description: 'Excel leren',
            progress: [
              [`${m(6)}-20T09:00`, 4],
              [`${m(4)}-05T09:00`, 7],
              [`${m(2)}-15T09:00`, 10],
            ],
            deadline: [[`${m(6)}-10T10:31`, `${m(5)}-15`]],
          },
          { goalId: 900_902, at: `${m(6)}-10T10:30`, description: 'Presenteren', progress: [[`${m(6)}-12T09:00`, 5]] },
        ],
        ambitions: [[900_951, `${m(6)}-10T10:40`]],
      },
      { popId: 900_002, employee: who('Anna'), scheduled: `${m(3)}-20T14:00`, status: 'gepland', at: `${m(4)}-01T09:00` },
      {
        popId: 900_003,
        employee: who('Bram'),
        scheduled: `${m(6)}-15T10:00`,
        status: 'afgerond',
        at: `${m(6)}-01T09:00`,
        goals: [{ goalId: 900_903, at: `${m(6)}-15T11:00`, progress: [[`${m(6)}-16T09:00`, 8]] }],
        archivedAt: `${m(5)}-01T09:00`,
      },
      {
        popId: 900_004,
        employee: who('Chris'),
        scheduled: `${m(5)}-05T10:00`,
        status: 'afgerond',
        at: `${m(5)}-01T09:00`,
        goals: [{ goalId: 900_904, at: `${m(5)}-05T11:00` }],
        deletedAt: `${m(4)}-01T09:00`,
      },
      { popId: 900_005, employee: who('Daan'), scheduled: `${m(14)}-10T10:00`, status: 'afgerond', at: `${m(14)}-01T09:00` },
    ]),
  );
  await app.runtime.deps.projections.waitFor(checkpoint, 10_000);
  // Eva: a conversation planned now through the commands, with a deadline still to come and one long past.
  p6 = (await post('/api/pop', { bedrijf_id: acme, medewerker_id: staff.Eva, datum_tijd: `${cur}-15T10:00`, status: 'open' })).data.id;
  const goal = async (omschrijving: string) => (await post(`/api/pop/${p6}/goals`, { omschrijving })).data.goal.id as number;
  const later = await goal('Deadline nog te gaan');
  const late = await goal('Deadline verstreken');
  await app.api.put(`/api/pop/${p6}/goals/${later}`).set(user.auth).send({ deadline: now.lastDay }).expect(200);
  await app.api.put(`/api/pop/${p6}/goals/${late}`).set(user.auth).send({ deadline: prevMonthFirst, voortgang: 3 }).expect(200);
}, 60_000);

const companyView = async (query = '', auth = user.auth) =>
  (await app.api.get(`/api/growth/companies/${acme}${query}`).set(auth).expect(200)).body as CompanyGrowth;
const monthOf = (view: { maanden: CompanyMonth[] }, month: string) => view.maanden.find((x) => x.maand === month)!;
const stocks = (x: CompanyMonth) => [
  x.doelen,
  x.gemiddelde_voortgang,
  x.doelen_behaald,
  x.aandeel_behaald,
  x.doelen_over_tijd,
  x.medewerkers_zonder_gesprek,
];

describe('GET /growth/companies/{id}: the analysts\u2019 view', () => {
  it('shows the twelve months up to this one with flows per month and stocks carried forward', async () => {
    const view = await companyView();
    expect(view.bedrijf).toEqual({ id: acme, naam: 'Acme BV' });
    expect([view.van, view.tot, view.maanden.length]).toEqual([m(11), cur, 12]);
    expect(stocks(monthOf(view, m(7)))).toEqual([0, null, 0, null, 0, 0]);
    const six = monthOf(view, m(6));
    expect([six.gesprekken_afgerond, six.doelen_gezet, six.ambities, six.stand]).toEqual([1, 2, 1, 'maandeinde']);
    expect(stocks(six)).toEqual([2, 4.5, 0, 0, 0, 0]);
    // The deadline of the 15th of m(5) passed at progress 4: overdue from that month on, until the goal reached 10.
    expect(stocks(monthOf(view, m(5)))).toEqual([2, 4.5, 0, 0, 1, 0]);
    expect(stocks(monthOf(view, m(4)))).toEqual([2, 6, 0, 0, 1, 0]);
    expect(monthOf(view, m(3)).gesprekken_gepland).toBe(1);
    expect(stocks(monthOf(view, m(3)))).toEqual([2, 6, 0, 0, 1, 0]);
    expect(stocks(monthOf(view, m(2)))).toEqual([2, 7.5, 1, 0.5, 0, 1]);
    expect(stocks(monthOf(view, m(1)))).toEqual([2, 7.5, 1, 0.5, 0, 1]);
  });

  it('shows the current month as of today: a deadline later this month has not passed yet', async () => {
    const month = monthOf(await companyView(), cur);
    expect([month.stand, month.gesprekken_open, month.doelen_gezet]).toEqual(['vandaag', 1, 2]);
    expect(stocks(month)).toEqual([4, 4.5, 1, 0.25, 1, 1]);
  });

  it('counts archived conversations only when asked, as the list does', async () => {
    const six = monthOf(await companyView('?includeArchived=1'), m(6));
    expect([six.gesprekken_afgerond, six.doelen_gezet]).toEqual([2, 3]);
    expect(stocks(six)).toEqual([3, 5.7, 0, 0, 0, 0]);
  });

  it('takes a period from the query string and shows months to come without stocks', async () => {
    const view = await companyView(`?from=${m(15)}&to=${addMonths(cur, 2)}`);
    expect(view.maanden.map((x) => x.maand)).toHaveLength(18);
    expect(stocks(monthOf(view, m(14)))).toEqual([0, null, 0, null, 0, 0]);
    expect(monthOf(view, m(14)).gesprekken_afgerond).toBe(1);
    const future = monthOf(view, addMonths(cur, 1));
    expect([future.stand, ...stocks(future)]).toEqual(['toekomst', null, null, null, null, null, null]);
  });

  it('refuses a period that is inverted, too long or not a month, in Dutch', async () => {
    const bad = async (query: string) =>
      (await app.api.get(`/api/growth/companies/${acme}${query}`).set(user.auth).expect(400)).body.message;
    expect(await bad(`?from=${cur}&to=${m(1)}`)).toBe('Het begin van de periode ligt na het einde');
    expect(await bad(`?from=${m(60)}&to=${cur}`)).toBe('Kies een periode van hoogstens 60 maanden');
    expect(await bad('?from=2026-13')).toBe('Kies een maand als JJJJ-MM');
    expect(await bad(`?from=${addMonths(cur, 1)}&to=${cur}`)).toBe('Het begin van de periode ligt na het einde');
    expect(await bad('?from=1899-12&to=1900-01')).toBe('Kies een maand als JJJJ-MM');
    expect(await bad('?includeArchived=ja')).toBe('Gebruik 1 of 0');
    expect((await app.api.get('/api/growth/employees?limit=abc').set(user.auth).expect(400)).body.message).toBe(
      'Limiet moet een geheel getal van 1 tot en met 50 zijn',
    );
  });
});

describe('GET /growth/employees/{id}: an employee\u2019s timeline', () => {
  it('shows the months from the first conversation, the conversations, and each goal\u2019s progress per month', async () => {
    const t = (await app.api.get(`/api/growth/employees/${staff.Anna}`).set(user.auth).expect(200)).body as EmployeeTimeline;
    expect([t.medewerker.naam, t.medewerker.bedrijf_naam, t.van, t.tot, t.huidige_maand]).toEqual([
      'Anna Jansen',
      'Acme BV',
      m(6),
      cur,
      cur,
    ]);
    expect(t.gesprekken.map((c) => [c.id, c.maand, c.status, c.aantal_doelen, c.ambities])).toEqual([
      [900_001, m(6), 'afgerond', 2, 1],
      [900_002, m(3), 'gepland', 0, 0],
    ]);
    const excel = t.doelen.find((g) => g.id === 900_901)!;
    expect([excel.omschrijving, excel.maand, excel.gesprek_id, excel.behaald, excel.behaald_in, excel.over_tijd, excel.deadline]).toEqual([
      'Excel leren',
      m(6),
      900_001,
      true,
      m(2),
      false,
      `${m(5)}-15`,
    ]);
    expect(excel.verloop).toEqual([4, 4, 7, 7, 10, 10, 10].map((voortgang, i) => ({ maand: m(6 - i), voortgang })));
    expect(t.doelen.find((g) => g.id === 900_902)!.verloop.map((p) => p.voortgang)).toEqual([5, 5, 5, 5, 5, 5, 5]);
    expect(t.maanden.map((x) => x.doelen_over_tijd)).toEqual([0, 1, 1, 1, 0, 0, 0]);
    expect(t.maanden.map((x) => x.gemiddelde_voortgang)).toEqual([4.5, 4.5, 6, 6, 7.5, 7.5, 7.5]);
  });

  it('marks a goal past its deadline today and one whose deadline day is still to come', async () => {
    const t = (await app.api.get(`/api/growth/employees/${staff.Eva}`).set(user.auth).expect(200)).body as EmployeeTimeline;
    expect([t.van, t.tot]).toEqual([cur, cur]);
    expect(t.doelen.map((g) => [g.omschrijving, g.over_tijd, g.verloop])).toEqual([
      ['Deadline nog te gaan', false, [{ maand: cur, voortgang: 0 }]],
      ['Deadline verstreken', true, [{ maand: cur, voortgang: 3 }]],
    ]);
    expect(t.maanden[0]).toMatchObject({ stand: 'vandaag', gesprekken_open: 1, doelen: 2, doelen_over_tijd: 1 });
  });

  it('is empty for an employee without conversations, and not found for someone else\u2019s', async () => {
    const t = (await app.api.get(`/api/growth/employees/${staff.Gijs}`).set(user.auth).expect(200)).body as EmployeeTimeline;
    expect([t.van, t.tot, t.gesprekken, t.doelen]).toEqual([cur, cur, [], []]);
    expect((await app.api.get(`/api/growth/employees/${staff.Anna}`).set(other.auth).expect(404)).body.message).toBe(
      'Medewerker niet gevonden',
    );
    expect((await app.api.get(`/api/growth/companies/${acme}`).set(other.auth).expect(404)).body.message).toBe('Bedrijf niet gevonden');
    await app.api.get('/api/growth/employees/99999999999').set(user.auth).expect(404);
  });
});

describe('GET /growth/employees: the picker', () => {
  it('finds employees by name, e-mail or company: the first five and how many match', async () => {
    const find = async (search: string, auth = user.auth) =>
      (
        await app.api
          .get(`/api/growth/employees?search=${encodeURIComponent(search)}`)
          .set(auth)
          .expect(200)
      ).body;
    const jansen = await find('JANSEN');
    expect([jansen.items.length, jansen.total]).toEqual([5, 6]);
    expect(jansen.items.map((e: { naam: string }) => e.naam)).toEqual([
      'Anna Jansen',
      'Bram Jansen',
      'Chris Jansen',
      'Daan Jansen',
      'Eva Jansen',
    ]);
    expect(jansen.items[0]).toEqual({ id: staff.Anna, naam: 'Anna Jansen', bedrijf_naam: 'Acme BV', actief: true, gesprekken: 2 });
    expect((await find('beta zorg')).items.map((e: { naam: string }) => e.naam)).toEqual(['Fenna Jansen', 'Gijs de Vries']);
    expect((await find('gijs@')).total).toBe(1);
    expect(await find('jansen', other.auth)).toEqual({ items: [], total: 0 });
  });
});

describe('npm run projections:rebuild', () => {
  it('answers every view the same after a full rebuild (facts replayed, every month derived once)', async () => {
    const get = async (path: string) => (await app.api.get(path).set(user.auth).expect(200)).body as unknown;
    const views = () =>
      Promise.all([
        get(`/api/growth/companies/${acme}?from=${m(15)}&to=${addMonths(cur, 2)}`),
        get(`/api/growth/companies/${acme}?from=${m(15)}&to=${cur}&includeArchived=1`),
        get(`/api/growth/companies/${beta}`),
        ...['Anna', 'Bram', 'Chris', 'Daan', 'Eva'].map((first) => get(`/api/growth/employees/${staff[first]}`)),
        get('/api/growth/employees?search=jansen'),
      ]);
    const before = await views();
    const rebuilt = await rebuildReadModels(app.db.pool, app.runtime.deps.store, allProjections());
    expect(rebuilt.events).toBeGreaterThan(0);
    expect(await views()).toEqual(before);
  });
});

describe('a change to an old conversation corrects the months it touches', () => {
  it('moves a rescheduled conversation to its new month and takes a deleted one out of every month', async () => {
    await app.api
      .put('/api/pop/900002')
      .set(user.auth)
      .send({ datum_tijd: `${m(1)}-05T10:00` })
      .expect(200);
    let view = await companyView();
    expect([monthOf(view, m(3)).gesprekken_gepland, monthOf(view, m(1)).gesprekken_gepland]).toEqual([0, 1]);
    await app.api.delete('/api/pop/900001').set(user.auth).expect(200);
    view = await companyView();
    expect([monthOf(view, m(6)).gesprekken_afgerond, ...stocks(monthOf(view, m(2)))]).toEqual([0, 0, null, 0, null, 0, 1]);
    // Anna's only conversation left is planned, not held: she now counts as without one.
    expect(monthOf(view, m(1)).medewerkers_zonder_gesprek).toBe(2);
  });
});
