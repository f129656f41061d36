import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { dutchMonth } from '../../contracts/dutch-time';
import { addMonths } from '../../contracts/months';
import { ofOwner, seedConversations } from '../support/growth-seed';
import { registerUser, type TestUser } from '../support/test-app';
import { DESKTOP, expectFitsPhone, openSignedIn, PHONE, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();
let user: TestUser;
let acme: number;
const staff: Record<string, number> = {};

const cur = dutchMonth(new Date());
const m = (k: number) => addMonths(cur, -k);

beforeAll(async () => {
  if (!run) return;
  user = await registerUser(app, { verified: true, plan: 'pro' });
  const post = async (path: string, body: object) => (await app.api.post(path).set(user.auth).send(body).expect(201)).body;
  acme = (await post('/api/companies', { naam: 'Acme BV', branche: 'ICT' })).id;
  for (const naam of ['Anna Jansen', 'Bram Jansen', 'Chris Jansen', 'Daan Jansen', 'Eva Jansen', 'Fenna Jansen', 'Gijs de Vries']) {
    staff[naam.split(' ')[0]!] = (
      await post('/api/employees', { naam, email: `${naam.split(' ')[0]!.toLowerCase()}@example.nl`, bedrijf_id: acme })
    ).id;
  }
  const company = { id: acme, naam: 'Acme BV' };
  const anna = { id: staff.Anna!, naam: 'Anna Jansen' };
  const checkpoint = await seedConversations(
    app.runtime.deps.store,
    ofOwner(user.id, company, [
      {
        popId: 700_001,
        employee: anna,
        scheduled: `${m(5)}-10T10:00`,
        status: 'afgerond',
        at: `${m(5)}-01T09:00`,
        goals: [
          {
            goalId: 700_901,
            at: `${m(5)}-10T10:30`,
            description: 'Excel leren',
            progress: [
              [`${m(5)}-20T09:00`, 3],
              [`${m(3)}-05T09:00`, 7],
              [`${m(1)}-15T09:00`, 10],
            ],
          },
          {
            goalId: 700_902,
            at: `${m(5)}-10T10:30`,
            description: 'Presenteren voor het team',
            progress: [[`${m(4)}-12T09:00`, 4]],
            deadline: [[`${m(5)}-10T10:31`, `${m(3)}-15`]],
          },
        ],
        ambitions: [[700_951, `${m(5)}-10T10:40`]],
      },
      {
        popId: 700_002,
        employee: anna,
        scheduled: `${m(2)}-14T14:00`,
        status: 'open',
        at: `${m(2)}-01T09:00`,
        goals: [{ goalId: 700_903, at: `${m(2)}-14T14:30`, description: 'Feedback geven', progress: [[`${m(1)}-02T09:00`, 5]] }],
      },
      {
        popId: 700_003,
        employee: { id: staff.Bram!, naam: 'Bram Jansen' },
        scheduled: `${m(14)}-03T10:00`,
        status: 'afgerond',
        at: `${m(14)}-01T09:00`,
      },
    ]),
  );
  await app.runtime.deps.projections.waitFor(checkpoint, 10_000);
}, 120_000);

describe.runIf(run)('growth tracking in the browser', () => {
  it('picks an employee (5 results, then "en N meer") and shows the timeline with goals, reached marks and links', async () => {
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/groei-tracking');
    const dialog = page.getByRole('dialog', { name: 'Kies een medewerker' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    await dialog.getByRole('searchbox', { name: 'Zoek een medewerker' }).fill('jansen');
    await expect.poll(() => dialog.getByText('en 1 meer').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await dialog.getByRole('listitem').count()).toBe(5);
    await snap(page, 'groei-picker-desktop');
    await dialog.getByRole('button', { name: /Anna Jansen/ }).click();
    await page.waitForURL(/employee=\d+/);

    await expect.poll(() => page.getByRole('heading', { name: 'Anna Jansen' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('img', { name: /Voortgang per doel per maand. Nu: Excel leren: 100% \(behaald\)/ }).isVisible()).toBe(true);
    // The chart draws its lines after the render that showed the heading: once its container is measured.
    await expect.poll(() => page.locator('.recharts-line').count()).toBe(3);
    await expect.poll(() => page.locator('.groei-chart__reached').count()).toBe(1);
    const reachedMonth = page.locator('.groei-month', { has: page.getByText(/Behaald deze maand: Excel leren/) });
    expect(await reachedMonth.getByRole('heading').textContent()).toContain(String(Number(m(1).slice(0, 4))));
    expect(await page.getByText('Over tijd', { exact: true }).count()).toBe(1);
    await snap(page, 'groei-timeline-desktop');
    await page.getByRole('link', { name: /Acme BV · 2 doelen · 1 ambitie/ }).click();
    await page.waitForURL(`${app.baseUrl}/pop-conversations/700001`);
    await context.close();
  }, 90_000);

  it('shows an empty state for an employee without conversations, and works at phone width', async () => {
    const empty = await openSignedIn(browser, app.baseUrl, user.token, `/groei-tracking?employee=${staff.Gijs}`);
    await expect.poll(() => empty.page.getByText('Nog geen gesprekken').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await empty.page.getByRole('dialog').count()).toBe(0);
    await empty.context.close();

    const phone = await openSignedIn(browser, app.baseUrl, user.token, `/groei-tracking?employee=${staff.Anna}`, PHONE);
    await expect.poll(() => phone.page.getByRole('heading', { name: 'Anna Jansen' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await phone.page.locator('.recharts-line').first().waitFor();
    await snap(phone.page, 'groei-timeline-phone');
    await expectFitsPhone(phone.page);
    await phone.context.close();
  }, 60_000);

  it('shows a company by month with charts and a table, keeps the filters in the URL and downloads the Excel file', async () => {
    const { context, page } = await openSignedIn(
      browser,
      app.baseUrl,
      user.token,
      `/groei-tracking/bedrijven?company=${acme}&from=${m(11)}&to=${cur}`,
      DESKTOP,
    );
    await expect.poll(() => page.getByRole('img', { name: /Gesprekken per maand/ }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('img', { name: /Voortgang en behaalde doelen/ }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /Laatste maand: 1 doelen over tijd, 1 medewerkers zonder gesprek/ }).isVisible()).toBe(true);
    expect(await page.locator('.groei-table tbody tr').count()).toBe(12);
    // The box follows the query string, which changes right after the click.
    await page.getByLabel('Toon gearchiveerd').click();
    await page.waitForURL(/archived=1/);
    await expect.poll(() => page.getByLabel('Toon gearchiveerd').isChecked()).toBe(true);
    await snap(page, 'groei-companies-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporteer naar Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`groei-acme-bv-${m(11)}-tot-${cur}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      await fs.readFile((await download.path())!).then((b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer),
    );
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Maandoverzicht', 'Medewerkers', 'Gesprekken', 'Doelen']);
    expect(workbook.getWorksheet('Gesprekken')!.rowCount).toBe(3);
    await context.close();

    const phone = await openSignedIn(browser, app.baseUrl, user.token, `/groei-tracking/bedrijven?company=${acme}`, PHONE);
    await expect.poll(() => phone.page.getByRole('img', { name: /Gesprekken per maand/ }).isVisible(), { timeout: 10_000 }).toBe(true);
    await snap(phone.page, 'groei-companies-phone');
    await expectFitsPhone(phone.page);
    await phone.context.close();
  }, 90_000);
});
