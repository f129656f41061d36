import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/test-app';
import { DESKTOP, openSignedIn, PHONE, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();

async function company(user: TestUser, naam: string): Promise<number> {
  return (await app.api.post('/api/companies').set(user.auth).send({ naam, branche: 'Bouw' }).expect(201)).body.id;
}
async function employee(user: TestUser, naam: string, bedrijfId: number): Promise<{ id: number; email: string }> {
  const email = `${naam.toLowerCase().replace(/\W+/g, '.')}.${Date.now().toString(36)}@example.nl`;
  const id = (await app.api.post('/api/employees').set(user.auth).send({ naam, email, bedrijf_id: bedrijfId }).expect(201)).body.id;
  return { id, email };
}
async function plan(
  user: TestUser,
  body: { bedrijf_id: number; medewerker_id: number; datum_tijd: string; status?: string },
): Promise<number> {
  return (await app.api.post('/api/pop').set(user.auth).send(body).expect(201)).body.data.id;
}
const conversation = async (user: TestUser, id: number) => (await app.api.get(`/api/pop/${id}`).set(user.auth).expect(200)).body;
const optionTexts = (select: Locator) => select.evaluate((el) => Array.from((el as HTMLSelectElement).options).map((o) => o.text));
const rowNames = (page: Page) => page.locator('.pop-table tbody .pop-table__employee').allInnerTexts();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** The button `name` in the first row whose status badge reads `badge`. */
const actionOfFirstRow = (page: Page, badge: RegExp, name: string) =>
  page
    .locator('.pop-table tbody tr')
    .filter({ has: page.locator('.badge', { hasText: badge }) })
    .first()
    .getByRole('button', { name });

describe.runIf(run)('POP conversations: planning and the list in the browser', () => {
  it('plans a conversation from the dashboard with a catalogue template and a confirmation mail', async () => {
    const user = await registerUser(app, { verified: true, plan: 'starter' });
    const vos = await company(user, 'Bouwbedrijf Vos');
    const linde = await company(user, 'Zorggroep Linde');
    const lotte = await employee(user, 'Lotte Visser', vos);
    await employee(user, 'Sem de Boer', linde);
    const [template] = (await app.api.get('/api/conversation-templates/search?q=').set(user.auth).expect(200)).body as {
      id: number;
      naam: string;
    }[];
    const templateDetail = (await app.api.get(`/api/conversation-templates/${template!.id}`).set(user.auth).expect(200)).body as {
      naam: string;
      goals: { omschrijving: string }[];
    };
    expect(templateDetail.goals.length).toBeGreaterThan(0);

    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/dashboard', DESKTOP);
    await expect.poll(() => page.getByRole('heading', { name: 'Geplande gesprekken' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Nieuw gesprek' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuw POP gesprek' });
    await expect.poll(() => dialog.getByLabel('Bedrijf', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);

    // Required fields get inline messages.
    await dialog.getByRole('button', { name: 'Gesprek plannen' }).click();
    for (const message of ['Datum en tijd zijn verplicht', 'Kies een bedrijf', 'Kies een medewerker']) {
      expect(await dialog.getByText(message).isVisible()).toBe(true);
    }

    // Choosing a company filters the employees and clears the chosen one.
    const employeeSelect = dialog.getByLabel('Medewerker', { exact: true });
    expect(await employeeSelect.isDisabled()).toBe(true);
    await dialog.getByLabel('Bedrijf', { exact: true }).selectOption({ label: 'Bouwbedrijf Vos' });
    expect(await optionTexts(employeeSelect)).toEqual(['Selecteer een medewerker', 'Lotte Visser']);
    await employeeSelect.selectOption({ label: 'Lotte Visser' });
    await dialog.getByLabel('Bedrijf', { exact: true }).selectOption({ label: 'Zorggroep Linde' });
    expect(await employeeSelect.inputValue()).toBe('');
    expect(await optionTexts(employeeSelect)).toEqual(['Selecteer een medewerker', 'Sem de Boer']);
    await dialog.getByLabel('Bedrijf', { exact: true }).selectOption({ label: 'Bouwbedrijf Vos' });
    await employeeSelect.selectOption({ label: 'Lotte Visser' });
    await dialog.getByLabel('Datum en tijd').fill('2030-04-15T09:30');

    // A catalogue template through the search modal.
    await dialog.getByLabel('Gesprekstemplate').check();
    await dialog.getByRole('button', { name: 'Zoek een gesprekstemplate' }).click();
    const search = page.getByRole('dialog', { name: 'Gesprekstemplate zoeken' });
    await search.getByLabel('Zoek een gesprekstemplate').fill(templateDetail.naam);
    const result = search.getByRole('button', { name: new RegExp(templateDetail.naam.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
    await expect.poll(() => result.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await search.getByRole('button', { name: 'Kies deze template' }).isDisabled()).toBe(true);
    await result.click();
    await expect.poll(() => search.getByRole('heading', { name: templateDetail.naam }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await search.getByText(templateDetail.goals[0]!.omschrijving).first().isVisible()).toBe(true);
    await snap(page, 'template-search');
    await search.getByRole('button', { name: 'Kies deze template' }).click();
    await expect.poll(() => dialog.getByText(`Gekozen: ${templateDetail.naam}`).isVisible(), { timeout: 10_000 }).toBe(true);

    await dialog.getByLabel('Stuur de medewerker een bevestigingsmail met agenda-uitnodiging').check();
    await snap(page, 'plan-modal');
    await dialog.getByRole('button', { name: 'Gesprek plannen' }).click();
    await expect.poll(() => page.getByText('POP gesprek aangemaakt').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await dialog.count()).toBe(0);
    // The dashboard's planned card refreshed itself.
    await expect.poll(() => page.getByText('15/04/2030 09:30').isVisible(), { timeout: 10_000 }).toBe(true);
    await snap(page, 'dashboard-planned');

    const all = (await app.api.get('/api/pop').set(user.auth).expect(200)).body as { id: number; medewerker_id: number }[];
    expect(all).toHaveLength(1);
    const planned = await conversation(user, all[0]!.id);
    expect(planned).toMatchObject({ medewerker_id: lotte.id, bedrijf_id: vos, status: 'gepland', datum_tijd: '2030-04-15T07:30:00.000Z' });
    expect(planned.goals.map((g: { omschrijving: string }) => g.omschrijving)).toEqual(templateDetail.goals.map((g) => g.omschrijving));

    const mail = await app.inbox.waitFor((m) => m.to.includes(lotte.email));
    expect(mail.subject).toContain('Uitnodiging POP-gesprek');
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(ics?.content).toContain('BEGIN:VCALENDAR');
    await context.close();
  }, 90_000);

  it('shows the verification alert to an unverified account', async () => {
    const user = await registerUser(app);
    const vos = await company(user, 'Bouwbedrijf Vos');
    await employee(user, 'Lotte Visser', vos);
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/dashboard', DESKTOP);
    await expect.poll(() => page.getByRole('button', { name: 'Nieuw gesprek' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Nieuw gesprek' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuw POP gesprek' });
    await expect.poll(() => dialog.getByLabel('Bedrijf', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await dialog.getByLabel('Datum en tijd').fill('2030-05-01T10:00');
    await dialog.getByLabel('Bedrijf', { exact: true }).selectOption({ label: 'Bouwbedrijf Vos' });
    await dialog.getByLabel('Medewerker', { exact: true }).selectOption({ label: 'Lotte Visser' });
    await dialog.getByRole('button', { name: 'Gesprek plannen' }).click();
    const alert = dialog.getByRole('alert');
    await expect
      .poll(() => alert.textContent(), { timeout: 10_000 })
      .toContain(
        'Je account moet eerst geverifieerd worden voordat je POP gesprekken kunt aanmaken. Controleer je email voor de verificatielink.',
      );
    expect((await app.api.get('/api/pop').set(user.auth).expect(200)).body).toEqual([]);
    await context.close();
  }, 60_000);

  it('offers links instead of empty selects when there are no active companies', async () => {
    const user = await registerUser(app, { verified: true });
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/pop-conversations', DESKTOP);
    await expect.poll(() => page.getByText('Nog geen POP gesprekken').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.locator('.pop-list__state').getByRole('button', { name: 'Nieuw gesprek' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuw POP gesprek' });
    await expect.poll(() => dialog.getByText('Geen actieve bedrijven').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await dialog.getByLabel('Bedrijf', { exact: true }).count()).toBe(0);
    await dialog.getByRole('link', { name: 'Bedrijven' }).click();
    await page.waitForURL(`${app.baseUrl}/companies`);
    expect(await dialog.count()).toBe(0);
    await context.close();
  }, 60_000);

  it('sorts, filters, pages and starts conversations from the list', async () => {
    const user = await registerUser(app, { verified: true, plan: 'starter' });
    const vos = await company(user, 'Bouwbedrijf Vos');
    const linde = await company(user, 'Zorggroep Linde');
    const anna = await employee(user, 'Anna Jansen', vos);
    const bram = await employee(user, 'Bram Peters', linde);
    const zara = await employee(user, 'Zara Start', vos);
    const yusuf = await employee(user, 'Yusuf Alleen', linde);
    const statuses = ['gepland', 'open', 'afgerond'];
    for (let day = 1; day <= 10; day++) {
      const who = day % 2 ? anna : bram;
      await plan(user, {
        bedrijf_id: who === anna ? vos : linde,
        medewerker_id: who.id,
        datum_tijd: `2030-01-${String(day).padStart(2, '0')}T10:00`,
        status: statuses[day % 3],
      });
    }
    const zaraPop = await plan(user, { bedrijf_id: vos, medewerker_id: zara.id, datum_tijd: '2030-02-01T09:00' });
    const yusufPop = await plan(user, { bedrijf_id: linde, medewerker_id: yusuf.id, datum_tijd: '2030-02-02T14:15' });
    const archived = await plan(user, { bedrijf_id: vos, medewerker_id: anna.id, datum_tijd: '2029-12-01T10:00', status: 'afgerond' });
    await app.api.put(`/api/pop/${archived}/toggle-archive`).set(user.auth).send({ archive: true }).expect(200);
    // One open conversation with progress: 7/10 shows an orange bar at 70%.
    const open = (await app.api.get('/api/pop?status=open').set(user.auth).expect(200)).body[0].id as number;
    const goal = (await app.api.post(`/api/pop/${open}/goals`).set(user.auth).send({ omschrijving: 'Presenteren' }).expect(201)).body.data
      .goal.id;
    await app.api.put(`/api/pop/${open}/goals/${goal}`).set(user.auth).send({ voortgang: 7 }).expect(200);

    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/pop-conversations', DESKTOP);
    await expect.poll(() => page.getByText('Pagina 1 / 2').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('.pop-table tbody tr').count()).toBe(10);
    // Default: date, newest first.
    expect((await rowNames(page)).slice(0, 2)).toEqual(['Yusuf Alleen', 'Zara Start']);
    expect(await page.locator('th[aria-sort="descending"]').textContent()).toContain('Datum en tijd');
    expect(await page.locator('.pop-progress--orange').first().innerText()).toContain('70%');
    expect(await page.getByRole('row').filter({ hasText: 'Zara Start' }).getByRole('button', { name: 'Start' }).isVisible()).toBe(true);
    expect(await actionOfFirstRow(page, /^Open$/, 'Hervat').isVisible()).toBe(true);
    expect(await actionOfFirstRow(page, /^Afgerond$/, 'Bekijk').isVisible()).toBe(true);
    await snap(page, 'list-desktop');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect.poll(() => page.getByText('Pagina 2 / 2').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.locator('.pop-table tbody tr').count(), { timeout: 10_000 }).toBe(2);
    expect(page.url()).toContain('page=2');

    // Sorting by employee, then the other way round.
    await page.locator('.pop-table').getByRole('button', { name: 'Medewerker', exact: true }).click();
    await expect.poll(async () => (await rowNames(page))[0], { timeout: 10_000 }).toBe('Anna Jansen');
    expect(page.url()).toContain('sort=medewerker');
    expect(await page.locator('th[aria-sort="ascending"]').textContent()).toContain('Medewerker');
    expect(await page.getByText('Pagina 1 / 2').isVisible()).toBe(true);
    await page.locator('.pop-table').getByRole('button', { name: 'Medewerker', exact: true }).click();
    await expect.poll(async () => (await rowNames(page))[0], { timeout: 10_000 }).toBe('Zara Start');

    // The status filter lands in the query string and survives a reload.
    await page.getByLabel('Status', { exact: true }).selectOption('open');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('status=open');
    const openCount = ((await app.api.get('/api/pop?status=open').set(user.auth).expect(200)).body as unknown[]).length;
    await expect.poll(() => page.locator('.pop-table tbody tr').count(), { timeout: 10_000 }).toBe(openCount);
    await page.reload();
    await expect.poll(() => page.locator('.pop-table tbody tr').count(), { timeout: 10_000 }).toBe(openCount);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('open');
    // Every row left is open: as many 'Open' badges as rows, and no other status.
    expect(await page.locator('.pop-table tbody .badge', { hasText: /^Open$/ }).count()).toBe(openCount);
    expect(await page.locator('.pop-table tbody .badge', { hasText: /^(Gepland|Afgerond)$/ }).count()).toBe(0);

    // A dashboard link such as ?status=afgerond filters on arrival; archived ones only with 'Toon gearchiveerd'.
    await page.goto(`${app.baseUrl}/pop-conversations?status=afgerond`);
    await expect.poll(() => page.locator('.pop-table tbody tr').count(), { timeout: 10_000 }).toBe(3);
    expect(await page.locator('.pop-table').getByText('Archief').count()).toBe(0);
    await page.getByLabel('Toon gearchiveerd').check();
    await expect.poll(() => page.locator('.pop-table tbody tr').count(), { timeout: 10_000 }).toBe(4);
    expect(await page.getByRole('row').filter({ hasText: '01/12/2029 10:00' }).getByText('Archief').isVisible()).toBe(true);
    expect(page.url()).toContain('archived=1');

    // The search box filters after typing stops and keeps the term in the URL.
    await page.goto(`${app.baseUrl}/pop-conversations`);
    await page.getByLabel('Zoeken', { exact: true }).fill('Yusuf');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('search=Yusuf');
    await expect.poll(() => rowNames(page), { timeout: 10_000 }).toEqual(['Yusuf Alleen']);

    // Start on a gepland conversation: start sets it open and opens the detail page.
    await page.goto(`${app.baseUrl}/pop-conversations?status=gepland`);
    const zaraRow = page.getByRole('row').filter({ hasText: 'Zara Start' });
    await expect.poll(() => zaraRow.isVisible(), { timeout: 10_000 }).toBe(true);
    await zaraRow.getByRole('button', { name: 'Start' }).click();
    const startDialog = page.getByRole('dialog', { name: 'Gesprek starten?' });
    await expect.poll(() => startDialog.getByText('Zara Start').isVisible(), { timeout: 10_000 }).toBe(true);
    await snap(page, 'list-start-modal');
    await startDialog.getByRole('button', { name: 'Starten', exact: true }).click();
    await page.waitForURL(`${app.baseUrl}/pop-conversations/${zaraPop}`);
    expect((await conversation(user, zaraPop)).status).toBe('open');

    // 'Alleen openen' opens it without a change.
    await page.goto(`${app.baseUrl}/pop-conversations?status=gepland`);
    const yusufRow = page.getByRole('row').filter({ hasText: 'Yusuf Alleen' });
    await expect.poll(() => yusufRow.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('row').filter({ hasText: 'Zara Start' }).count()).toBe(0);
    await yusufRow.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('dialog', { name: 'Gesprek starten?' }).getByRole('button', { name: 'Alleen openen' }).click();
    await page.waitForURL(`${app.baseUrl}/pop-conversations/${yusufPop}`);
    expect((await conversation(user, yusufPop)).status).toBe('gepland');
    await context.close();

    const phone = await openSignedIn(browser, app.baseUrl, user.token, '/pop-conversations', PHONE);
    await expect.poll(() => phone.page.getByText('Pagina 1 / 2').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await noSideScroll(phone.page)).toBeLessThanOrEqual(PHONE.width);
    await snap(phone.page, 'list-phone');
    await phone.page.getByRole('button', { name: 'Nieuw gesprek' }).first().click();
    await expect
      .poll(() => phone.page.getByRole('dialog', { name: 'Nieuw POP gesprek' }).getByLabel('Bedrijf', { exact: true }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await phone.page.getByLabel('Gesprekstemplate').check();
    await phone.page.getByRole('button', { name: 'Zoek een gesprekstemplate' }).click();
    const search = phone.page.getByRole('dialog', { name: 'Gesprekstemplate zoeken' });
    await expect.poll(() => search.locator('.template-search__item').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await search.locator('.template-search__item').first().click();
    await expect.poll(() => search.getByRole('button', { name: 'Kies deze template' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await noSideScroll(phone.page)).toBeLessThanOrEqual(PHONE.width);
    await snap(phone.page, 'template-search-phone');
    await phone.context.close();
  }, 120_000);

  it('opens the edit modal from a row and saves the verslag', async () => {
    const user = await registerUser(app, { verified: true });
    const vos = await company(user, 'Bouwbedrijf Vos');
    const lotte = await employee(user, 'Lotte Visser', vos);
    const id = await plan(user, { bedrijf_id: vos, medewerker_id: lotte.id, datum_tijd: '2030-03-02T10:00', status: 'open' });
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/pop-conversations', DESKTOP);
    const row = page.getByRole('row').filter({ hasText: 'Lotte Visser' });
    await expect.poll(() => row.isVisible(), { timeout: 10_000 }).toBe(true);
    await row.getByRole('button', { name: 'Bewerken' }).click();
    const dialog = page.getByRole('dialog', { name: /Lotte Visser/ });
    const verslag = dialog.locator('textarea');
    await expect.poll(() => verslag.isVisible(), { timeout: 10_000 }).toBe(true);
    await verslag.fill('Goed gesprek over de doelen voor dit jaar.');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect
      .poll(async () => (await conversation(user, id)).verslag, { timeout: 10_000 })
      .toBe('Goed gesprek over de doelen voor dit jaar.');
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  }, 60_000);
});
