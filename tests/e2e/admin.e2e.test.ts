import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWithEmployee, ZORGGROEP } from '../support/api-seed';
import { ADMIN_EMAIL, registerUser, type TestUser } from '../support/test-app';
import { until } from '../support/until';
import { seriousViolations } from './support/axe';
import { DESKTOP, expectFitsPhone, explainedStep, openSignedIn, PHONE, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();
let admin: TestUser;

beforeAll(async () => {
  if (!run) return;
  admin = await registerUser(app, { email: ADMIN_EMAIL, verified: true, naam: 'Bea Beheer' });
});

const adminMenuItem = (page: Page) => page.locator('.sidebar').getByRole('link', { name: 'Admin' });
const card = (page: Page, title: string) => page.locator('form.admin-card').filter({ hasText: title });
const toast = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.locator('.toast').filter({ hasText: text }).count(), { timeout: 30_000 }).toBeGreaterThan(0);

/** What the page shows, for a failed step's message. */
const pageText = async (page: Page) => [
  `page: ${(
    await page
      .locator('body')
      .innerText()
      .catch(() => '(no body)')
  )
    .replace(/\s+/g, ' ')
    .slice(0, 600)}`,
];

async function signedIn(token: string, path: string, viewport = DESKTOP) {
  const opened = await openSignedIn(browser, app.baseUrl, token, path, viewport);
  await opened.page.evaluate(() => localStorage.setItem('cookieConsent', 'false'));
  await opened.page.reload();
  return opened;
}

describe.runIf(run)('admin screen', () => {
  it('is not there for a user without IsAdmin: no menu item, no cards, and the server answers 403', async () => {
    const user = await registerUser(app, { verified: true });
    // On the profile, not the dashboard: a new account's welcome dialog there (aria-modal) may open before the
    // check and hide the menu from the accessibility tree, which role queries read.
    const { context, page } = await signedIn(user.token, '/profile');
    await explainedStep(
      page,
      expect.poll(() => page.locator('.sidebar').getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true),
      () => pageText(page),
    );
    expect(await adminMenuItem(page).count()).toBe(0);
    await page.goto(`${app.baseUrl}/admin`);
    await expect.poll(() => page.getByText('Deze pagina is alleen voor beheerders.').isVisible()).toBe(true);
    expect(await page.locator('form.admin-card').count()).toBe(0);
    const statuses = await page.evaluate(async (id) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' };
      const get = await fetch(`/api/hr/admin/companies/${id}`, { headers });
      const post = await fetch('/api/hr/admin/test-email', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'x@example.nl', emailType: 'welcome' }),
      });
      return [get.status, post.status, (await post.json()).message];
    }, user.id);
    expect(statuses).toEqual([403, 403, 'Alleen beheerders hebben toegang tot deze functie.']);
    await context.close();
  });

  it('sends a test mail that arrives, and its four cards pass axe on desktop and phone', async () => {
    const { context, page } = await signedIn(admin.token, '/dashboard');
    // A new account without companies gets the welcome modal on the dashboard first.
    await expect.poll(() => page.getByRole('dialog').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await adminMenuItem(page).click();
    await page.waitForURL(`${app.baseUrl}/admin`);
    await expect.poll(() => page.locator('form.admin-card').count()).toBe(4);
    expect(await page.title()).toBe('Beheer | POP Planner');
    const mail = card(page, 'Test e-mail');
    expect(await mail.getByLabel('E-mailadres').inputValue()).toBe(ADMIN_EMAIL);
    await mail.getByLabel('E-mailadres').fill('ontvanger@example.nl');
    await mail.getByLabel('Soort e-mail').selectOption('info-mail-1');
    const before = app.inbox.mails.length;
    await mail.getByRole('button', { name: 'Verstuur test e-mail' }).click();
    await toast(page, "Test e-mail 'Nieuwsbrief (info-mail-1)' wordt verstuurd naar ontvanger@example.nl.");
    const received = await app.inbox.waitFor((m) => app.inbox.mails.indexOf(m) >= before && m.to.includes('ontvanger@example.nl'), 15_000);
    expect(received.subject).toBe('[Test] Nieuws van POP Planner: sneller klaar voor elk POP-gesprek');
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'admin-desktop');
    await page.setViewportSize(PHONE);
    await expectFitsPhone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'admin-phone');
    await context.close();
  });

  it('shows a company list only after a user is chosen, says when there is none, and generates what it says', async () => {
    const empty = await registerUser(app, { naam: 'Zonder Bedrijven' });
    const user = await registerUser(app, { verified: true, naam: 'Gert Groot', plan: 'starter' });
    const company = (
      await app.api.post('/api/companies').set(user.auth).send({ naam: 'Bakkerij Groot', branche: 'Detailhandel' }).expect(201)
    ).body;
    // The page asks for the users (and a user's companies) once: wait until the read models know the
    // two accounts and the company, so the page cannot open before they do.
    await expect
      .poll(async () => {
        const users = (await app.api.get('/api/hr/test-users').set(admin.auth).expect(200)).body.users as { email: string }[];
        const companies = (await app.api.get(`/api/hr/admin/companies/${user.id}`).set(admin.auth).expect(200)).body.companies as unknown[];
        return [empty.email, user.email].every((email) => users.some((u) => u.email === email)) && companies.length === 1;
      })
      .toBe(true);
    const { context, page } = await signedIn(admin.token, '/admin');
    const employees = card(page, 'Medewerkers genereren');
    await explainedStep(
      page,
      expect.poll(() => employees.getByLabel('Gebruiker').locator('option').count()).toBeGreaterThan(2),
      // Cards missing: the page's own text says whether it was 'Geen toegang', still loading or an error.
      () => pageText(page),
    );
    expect(await employees.getByLabel('Bedrijf').count()).toBe(0);
    await employees.getByLabel('Gebruiker').selectOption({ label: `Zonder Bedrijven (${empty.email})` });
    await expect.poll(() => employees.getByText('Geen bedrijven gevonden voor deze gebruiker').isVisible()).toBe(true);
    expect(await employees.getByRole('button', { name: 'Genereer medewerkers' }).isDisabled()).toBe(true);
    await employees.getByLabel('Gebruiker').selectOption({ label: `Gert Groot (${user.email})` });
    await employees.getByLabel('Bedrijf').selectOption({ label: 'Bakkerij Groot' });
    await employees.getByRole('button', { name: 'Genereer medewerkers' }).click();
    await toast(page, '10 medewerkers aangemaakt bij Bakkerij Groot.');
    expect(
      (await app.api.get('/api/employees').set(user.auth).expect(200)).body.filter(
        (e: { bedrijf_id: number }) => e.bedrijf_id === company.id,
      ),
    ).toHaveLength(10);

    const testdata = card(page, 'Testdata genereren');
    await testdata.getByLabel('Gebruiker').selectOption({ label: `Gert Groot (${user.email})` });
    await testdata.getByLabel('Bedrijf').selectOption({ label: 'Bakkerij Groot' });
    await testdata.getByRole('button', { name: 'Genereer testdata' }).click();
    await toast(page, /10 POP-gesprekken aangemaakt bij Bakkerij Groot met \d+ doelen en \d+ ambities\./);
    const conversations = (await app.api.get('/api/pop').set(user.auth).expect(200)).body as { aantal_doelen: number }[];
    expect(conversations).toHaveLength(10);
    expect(conversations.every((c) => c.aantal_doelen > 0)).toBe(true);

    const ai = card(page, 'AI templates genereren');
    await ai.getByLabel('Branche').selectOption({ label: 'Detailhandel' });
    await ai.getByRole('button', { name: 'Genereer AI templates' }).click();
    await toast(page, /30 AI-templates toegevoegd aan Detailhandel: 30 templates over 6 functies: 5 per functie/);
    await snap(page, 'admin-generated-desktop');
    const functions = (await app.api.get('/api/branches/4/functions').set(user.auth).expect(200)).body as { id: number; naam: string }[];
    const templates = (await app.api.get(`/api/branches/4/functions/${functions[0]!.id}/templates`).set(user.auth).expect(200)).body as {
      gegenereerd?: true;
    }[];
    expect(templates.filter((t) => t.gegenereerd)).toHaveLength(5);
    await context.close();

    // The user sees them in the guide, marked as AI's.
    const guide = await signedIn(user.token, '/gesprek-templates');
    await explainedStep(guide.page, guide.page.getByRole('button', { name: 'Start' }).click(), () => pageText(guide.page));
    await guide.page.getByRole('button', { name: 'Detailhandel' }).click();
    await guide.page.getByRole('button', { name: functions[0]!.naam, exact: true }).click();
    await guide.page.locator('.guide-templates__item').filter({ hasText: '· AI' }).first().click();
    await expect.poll(() => guide.page.getByText('AI-gegenereerd').isVisible()).toBe(true);
    await snap(guide.page, 'guide-ai-template-desktop');
    await guide.context.close();
    // Three generators and the guide on a shared machine: more than the default half minute.
  }, 150_000);
  it('shows the AVG deletion log: what, when, why and by whom, with ids only', async () => {
    const user = await registerUser(app, { verified: true });
    const [, employeeId] = await companyWithEmployee(app, user, ZORGGROEP, { naam: 'Wies Wisbaar' });
    await app.api.delete(`/api/employees/${employeeId}/personal-data`).set(user.auth).expect(200);
    // The log is a read model of its own: the page shows what it holds when it loads.
    await until(async () =>
      ((await app.api.get('/api/admin/deletion-log').set(admin.auth)).body as { onderwerp_id: number }[]).some(
        (e) => e.onderwerp_id === employeeId,
      ),
    );

    const { context, page } = await signedIn(admin.token, '/admin');
    const log = page.locator('section.admin-log');
    const row = log.locator('tr').filter({ hasText: `Medewerker #${employeeId}` });
    await explainedStep(page, expect.poll(() => row.count()).toBe(1), () => pageText(page));
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(1)).toEqual(
      [`Medewerker #${employeeId}`, `#${user.id}`, 'Op verzoek', `Gebruiker #${user.id}`, '0'] /* no conversations erased along */,
    );
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // Nothing of the erased person on the page.
    expect(await log.innerText()).not.toContain('Wies');
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'admin-deletion-log-desktop');
    await context.close();
  });
});
