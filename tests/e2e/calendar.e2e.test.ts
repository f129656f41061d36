import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/test-app';
import { DESKTOP, finishOnPhone, openSignedIn, PHONE, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();

interface ApiConversation {
  id: number;
  datum_tijd: string;
  medewerker_naam: string;
}

async function company(user: TestUser, naam: string): Promise<number> {
  return (await app.api.post('/api/companies').set(user.auth).send({ naam, branche: 'Bouw' }).expect(201)).body.id;
}

async function employee(user: TestUser, bedrijf_id: number, naam: string): Promise<number> {
  const email = `${naam.toLowerCase().replace(/\W+/g, '.')}@example.nl`;
  return (await app.api.post('/api/employees').set(user.auth).send({ naam, email, bedrijf_id }).expect(201)).body.id;
}

/** Plans a conversation at a Dutch wall-clock time ('2030-03-12T09:00'). */
async function plan(user: TestUser, bedrijf_id: number, medewerker_id: number, datum_tijd: string, status = 'gepland'): Promise<number> {
  const res = await app.api.post('/api/pop').set(user.auth).send({ bedrijf_id, medewerker_id, datum_tijd, status }).expect(201);
  return res.body.data.id;
}

async function conversationsBetween(user: TestUser, from: string, to: string): Promise<ApiConversation[]> {
  const query = `includeArchived=1&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  return (await app.api.get(`/api/pop?${query}`).set(user.auth).expect(200)).body;
}

// Modals fade and rise in for 180 ms; screenshots wait for them to settle.
const MODAL_ANIMATION_MS = 250;

const monthTitleOf = (date: Date) =>
  new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(date);
const title = (page: Page) => page.locator('.calendar-toolbar__title').textContent();

/** Steps from the month shown to March 2030 with the year and month buttons, checking the title on the way. */
async function goToMarch2030(page: Page) {
  const now = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'Europe/Amsterdam' }).format(new Date());
  const [year, month] = now.split('-').map(Number);
  const diff = 2030 * 12 + 2 - (year * 12 + month - 1);
  const years = Math.trunc(diff / 12);
  const months = diff - years * 12;
  for (let i = 0; i < Math.abs(years); i++) await page.getByRole('button', { name: years > 0 ? 'Volgend jaar' : 'Vorig jaar' }).click();
  await expect.poll(() => title(page)).toBe(monthTitleOf(new Date(Date.UTC(year + years, month - 1, 15))));
  for (let i = 0; i < Math.abs(months); i++)
    await page.getByRole('button', { name: months > 0 ? 'Volgende maand' : 'Vorige maand' }).click();
  await expect.poll(() => title(page)).toBe('maart 2030');
}

/**
 * The day cell of `day` in the shown month: double-clicks below its date number, in the empty part.
 * The two clicks are 300 ms apart, as an unhurried hand makes them (Windows counts clicks up to 500 ms
 * apart as a double-click, and so does the browser when told so): a double-click measured in
 * JavaScript with a shorter window, or on a busy page, went missing.
 */
async function doubleClickDay(page: Page, day: number) {
  const cell = page.locator('.rbc-date-cell:not(.rbc-off-range)').filter({ hasText: new RegExp(`^${day}$`) });
  const box = await cell.boundingBox();
  if (!box) throw new Error(`no cell for day ${day}`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height + 60];
  await page.mouse.click(x, y);
  await page.waitForTimeout(300);
  // The second press of the pair: the browser counts it as click number two and fires dblclick.
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}

describe.runIf(run)('calendar in the browser', () => {
  it('shows a Monday-first month, caps a day at three, opens and plans conversations', async () => {
    const user = await registerUser(app, { verified: true });
    const vos = await company(user, 'Bouwbedrijf Vos');
    const names = ['Lotte Visser', 'Daan de Boer', 'Sanne Jansen', 'Milan Bakker', 'Fleur Smit'];
    const people = await Promise.all(names.map((naam) => employee(user, vos, naam)));
    // Five on Tuesday 12 March 2030, in shuffled order; the grid must sort them by time.
    const times = ['13:00', '09:00', '15:30', '10:30', '11:00'];
    for (const [i, time] of times.entries()) await plan(user, vos, people[i], `2030-03-12T${time}`);
    const open = await plan(user, vos, people[0], '2030-03-20T14:00', 'open');
    await plan(user, vos, people[3], '2030-03-05T09:00', 'afgerond');
    const archived = await plan(user, vos, people[2], '2030-03-26T16:00', 'afgerond');
    await app.api.put(`/api/pop/${archived}/toggle-archive`).set(user.auth).send({ archive: true }).expect(200);

    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/calendar', DESKTOP);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await expect.poll(() => title(page), { timeout: 10_000 }).toBe(monthTitleOf(new Date()));
    expect(await page.locator('.rbc-header').allTextContents()).toEqual(['Ma', 'Di', 'Wo', 'Do', 'Vr', 'Za', 'Zo']);

    await goToMarch2030(page);
    // March 2030 starts on a Friday: the first row begins with Monday 25 February.
    expect(await page.locator('.rbc-date-cell').first().textContent()).toBe('25');
    const event = (label: string) => page.locator('.calendar-event', { hasText: label });
    await expect.poll(() => page.getByText('+2 meer', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await event('09:00Daan de Boer').isVisible()).toBe(true);
    expect(await event('10:30Milan Bakker').isVisible()).toBe(true);
    expect(await event('11:00Fleur Smit').isVisible()).toBe(true);
    expect(await event('13:00Lotte Visser').count()).toBe(0);
    expect(await event('15:30Sanne Jansen').count()).toBe(0);
    // Other statuses and the archived one are there too, each with its colour class.
    expect(await page.locator('.calendar-tone--open .calendar-event').textContent()).toBe('14:00Lotte Visser');
    expect(await page.locator('.calendar-tone--afgerond .calendar-event').textContent()).toBe('09:00Milan Bakker');
    expect(await page.locator('.calendar-tone--archief .calendar-event').textContent()).toBe('16:00Sanne Jansen');
    expect(page.url()).toContain('maand=2030-03');
    await snap(page, 'calendar-desktop');

    // '+2 meer' lists the whole day; picking one asks before opening, Annuleren keeps us here.
    await page.getByText('+2 meer', { exact: true }).click();
    const dayDialog = page.getByRole('dialog', { name: 'Gesprekken op dinsdag 12 maart 2030' });
    await expect.poll(() => dayDialog.isVisible()).toBe(true);
    expect(await dayDialog.locator('.calendar-day-list__time').allTextContents()).toEqual(['09:00', '10:30', '11:00', '13:00', '15:30']);
    await page.waitForTimeout(MODAL_ANIMATION_MS);
    await snap(page, 'calendar-more');
    await dayDialog.getByRole('button', { name: /15:30 Sanne Jansen/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Gesprek openen?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.textContent()).toContain('12/03/2030 15:30');
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(page.url()).toContain('/calendar');

    // The entries are buttons: the keyboard reaches them too.
    await event('11:00Fleur Smit').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.textContent()).toContain('12/03/2030 11:00');
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count()).toBe(0);

    // Clicking an event: the confirm modal names employee, company and date; Openen goes to the detail page.
    await event('14:00Lotte Visser').click();
    await expect.poll(() => confirm.isVisible()).toBe(true);
    const details = await confirm.textContent();
    expect(details).toContain('Lotte Visser');
    expect(details).toContain('Bouwbedrijf Vos');
    expect(details).toContain('20/03/2030 14:00');
    await confirm.getByRole('button', { name: 'Openen' }).click();
    await page.waitForURL(`${app.baseUrl}/pop-conversations/${open}`);
    await page.goBack();
    await expect.poll(() => title(page), { timeout: 10_000 }).toBe('maart 2030');

    // Double-clicking an empty day plans at 10:00 Dutch time: 09:00Z in winter, 08:00Z once summer time started (31 March).
    const emptyDays = [
      { day: 19, expectedUtc: '2030-03-19T09:00:00.000Z', from: '2030-03-18T23:00:00.000Z', to: '2030-03-19T23:00:00.000Z' },
      { day: 31, expectedUtc: '2030-03-31T08:00:00.000Z', from: '2030-03-30T23:00:00.000Z', to: '2030-03-31T22:00:00.000Z' },
    ];
    for (const [i, { day, expectedUtc, from, to }] of emptyDays.entries()) {
      await doubleClickDay(page, day);
      const planDialog = page.getByRole('dialog', { name: 'Nieuw POP gesprek' });
      await expect.poll(() => planDialog.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await planDialog.getByLabel('Datum en tijd').inputValue()).toBe(`2030-03-${day}T10:00`);
      await planDialog.getByLabel('Bedrijf', { exact: true }).selectOption({ label: 'Bouwbedrijf Vos' });
      await planDialog.getByLabel('Medewerker', { exact: true }).selectOption({ label: 'Fleur Smit' });
      await planDialog.getByRole('button', { name: 'Gesprek plannen' }).click();
      await expect.poll(() => planDialog.count(), { timeout: 10_000 }).toBe(0);
      const planned = await conversationsBetween(user, from, to);
      expect(planned.map((c) => [c.medewerker_naam, c.datum_tijd])).toEqual([['Fleur Smit', expectedUtc]]);
      await expect.poll(() => page.locator('.calendar-event', { hasText: '10:00Fleur Smit' }).count(), { timeout: 10_000 }).toBe(i + 1);
    }

    // The add button opens the same plan modal, without a day filled in.
    await page.getByRole('button', { name: 'Nieuw gesprek' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Nieuw POP gesprek' });
    await expect.poll(() => addDialog.isVisible()).toBe(true);
    expect(await addDialog.getByLabel('Datum en tijd').inputValue()).toBe('');
    await addDialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect.poll(() => addDialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Vandaag' }).click();
    await expect.poll(() => title(page)).toBe(monthTitleOf(new Date()));
    expect(page.url()).not.toContain('maand=');
    await snap(page, 'calendar-today');
    expect(pageErrors).toEqual([]);
    await context.close();

    const phone = await openSignedIn(browser, app.baseUrl, user.token, '/calendar?maand=2030-03', PHONE);
    await expect.poll(() => phone.page.getByText('+2 meer', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await phone.page.locator('.calendar-event').first().isVisible()).toBe(true);
    await finishOnPhone(phone, 'calendar-phone');

    // A failing load says so above the (empty) grid and can be retried.
    const failing = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
    const broken = await failing.newPage();
    await broken.route('**/api/pop?includeArchived=1&from=*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await broken.goto(`${app.baseUrl}/login`);
    await broken.evaluate((t) => localStorage.setItem('token', t), user.token);
    await broken.goto(`${app.baseUrl}/calendar?maand=2030-03`);
    await expect.poll(() => broken.getByText('Kon de gesprekken niet laden.').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await broken.locator('.rbc-header').count()).toBe(7);
    await broken.unroute('**/api/pop?includeArchived=1&from=*');
    await broken.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect.poll(() => broken.getByText('+2 meer', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await broken.getByText('Kon de gesprekken niet laden.').count()).toBe(0);
    await failing.close();
  }, 180_000);

  it('lists an employee’s conversations in the edit modal, three per page, each opening its detail', async () => {
    const user = await registerUser(app, { verified: true });
    const vos = await company(user, 'Bouwbedrijf Vos');
    const lotte = await employee(user, vos, 'Lotte Visser');
    await employee(user, vos, 'Daan de Boer');
    const oldest = await plan(user, vos, lotte, '2029-01-15T09:00', 'afgerond');
    await plan(user, vos, lotte, '2029-06-10T11:30', 'open');
    await plan(user, vos, lotte, '2030-02-01T10:00', 'gepland');
    const archived = await plan(user, vos, lotte, '2029-03-01T14:00', 'afgerond');
    await app.api.put(`/api/pop/${archived}/toggle-archive`).set(user.auth).send({ archive: true }).expect(200);

    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/employees', DESKTOP);
    await page.getByRole('button', { name: 'Daan de Boer bewerken' }).click();
    await expect.poll(() => page.getByText('Nog geen POP gesprekken').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Lotte Visser bewerken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Medewerker bewerken' });
    const rows = dialog.locator('.employee-conversations__item');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
    // Newest first; open reads Open, afgerond Afgerond, gepland its own word (see the component).
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(/01\/02\/2030 10:00\s+Gepland/),
      expect.stringMatching(/10\/06\/2029 11:30\s+Open/),
      expect.stringMatching(/01\/03\/2029 14:00\s+Afgerond\s+Archief/),
    ]);
    expect(await dialog.getByText('Pagina 1 / 2').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Volgende' }).click();
    await expect.poll(() => dialog.getByText('Pagina 2 / 2').isVisible()).toBe(true);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toMatch(/15\/01\/2029 09:00\s+Afgerond/);
    await page.waitForTimeout(MODAL_ANIMATION_MS);
    await snap(page, 'employee-conversations');

    await rows.first().click();
    await page.waitForURL(`${app.baseUrl}/pop-conversations/${oldest}`);
    await context.close();

    const phone = await openSignedIn(browser, app.baseUrl, user.token, '/employees', PHONE);
    await phone.page.getByRole('button', { name: 'Lotte Visser bewerken' }).click();
    await expect.poll(() => phone.page.locator('.employee-conversations__item').count(), { timeout: 10_000 }).toBe(3);
    await phone.page.waitForTimeout(MODAL_ANIMATION_MS);
    await finishOnPhone(phone, 'employee-conversations-phone');
  }, 60_000);

  it('paints the menu column down to the footer on a page taller than the screen', async () => {
    const user = await registerUser(app, { verified: true });
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/calendar', { width: 1280, height: 600 });
    await expect.poll(() => page.getByRole('button', { name: 'Vandaag' }).isVisible(), { timeout: 10_000 }).toBe(true);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(900);
    // Read the pixel in the menu column just above the footer from a screenshot of the whole page.
    const png = await page.screenshot({ fullPage: true });
    const [pixel, menu] = await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const footer = document.querySelector('.site-footer')!.getBoundingClientRect().top + window.scrollY;
      const at = Array.from(ctx.getImageData(40, Math.floor(footer) - 20, 1, 1).data).slice(0, 3);
      return [at, getComputedStyle(document.querySelector('.sidebar')!).backgroundColor];
    }, png.toString('base64'));
    expect(`rgb(${pixel.join(', ')})`).toBe(menu);
    await context.close();
  }, 60_000);
});
