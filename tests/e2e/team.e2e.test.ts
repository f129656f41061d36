import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitationLink } from '../support/invitations';
import { registerUser, type TestUser } from '../support/test-app';
import { DESKTOP, openSignedIn, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();
let owner: TestUser;
let acme: number;

beforeAll(async () => {
  if (!run) return;
  owner = await registerUser(app, { verified: true, plan: 'pro', naam: 'Anna Eigenaar' });
  acme = (await app.api.post('/api/companies').set(owner.auth).send({ naam: 'Acme BV', branche: 'ICT' }).expect(201)).body.id;
  await app.api
    .post('/api/employees')
    .set(owner.auth)
    .send({ naam: 'Cor Medewerker', email: 'cor@example.nl', bedrijf_id: acme })
    .expect(201);
}, 60_000);

const sidebar = (page: Page) => page.locator('#app-sidebar').innerText();

/** A role's sidebar shows these menu items and not those. */
async function expectMenu(page: Page, shows: readonly string[], hides: readonly string[]) {
  const menu = await sidebar(page);
  for (const item of shows) expect(menu).toContain(item);
  for (const item of hides) expect(menu).not.toContain(item);
}

/** The invitee opens the link from the real mail in a fresh browser, makes an account and lands on the dashboard. */
async function acceptFromMail(b: Browser, email: string, naam: string) {
  const { secret } = await invitationLink(app, email);
  const context = await b.newContext({ viewport: DESKTOP, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}/login`);
  await page.evaluate(() => localStorage.setItem('cookieConsent', 'false'));
  await page.goto(`${app.baseUrl}/uitnodiging/${secret}`);
  await page
    .getByText('Acme')
    .or(page.getByText(/Je bent uitgenodigd/))
    .first()
    .waitFor();
  await page.getByLabel('Naam', { exact: true }).fill(naam);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
  await page.getByLabel('Bevestig wachtwoord').fill('geheim123');
  await page.getByRole('button', { name: 'Account aanmaken en deelnemen' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.locator('#app-sidebar').waitFor();
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  return { context, page, auth: { Authorization: `Bearer ${token}` } };
}

describe.runIf(run)('teams in the browser', () => {
  it('the owner invites three roles; each accepts from the mail and sees only their screens; removal ends access', async () => {
    const { context: ownerContext, page: ownerPage } = await openSignedIn(browser, app.baseUrl, owner.token, '/profile?tab=team');
    const form = ownerPage.getByRole('form', { name: 'Lid uitnodigen' });
    const people = [
      { email: 'hr@example.nl', rol: 'hr_manager', naam: 'Henk HR' },
      { email: 'audit@example.nl', rol: 'auditor', naam: 'Aad Auditor' },
      { email: 'analist@example.nl', rol: 'analyst', naam: 'Ans Analist' },
    ];
    for (const person of people) {
      await form.getByLabel('E-mailadres').fill(person.email);
      await form.getByLabel('Rol').selectOption(person.rol);
      await form.getByRole('button', { name: 'Uitnodigen' }).click();
      await ownerPage.getByText(`Uitnodiging verstuurd naar ${person.email}`).waitFor();
    }
    await snap(ownerPage, 'team-owner-invited');

    const hr = await acceptFromMail(browser, 'hr@example.nl', 'Henk HR');
    expect(await sidebar(hr.page)).toMatch(/Gesprekkenlijst[\s\S]*Groei tracking[\s\S]*Audit trail/);
    const auditor = await acceptFromMail(browser, 'audit@example.nl', 'Aad Auditor');
    await expectMenu(auditor.page, ['Gesprekkenlijst', 'Audit trail'], ['Groei tracking', 'AI Trendanalyse']);
    const analyst = await acceptFromMail(browser, 'analist@example.nl', 'Ans Analist');
    await expectMenu(analyst.page, ['Groei tracking', 'AI Trendanalyse'], ['Gesprekkenlijst', 'Audit trail']);
    await snap(analyst.page, 'team-analyst-dashboard');

    // The HR-manager plans a conversation in the screen, then writes its note: the auditor replays it as of before the note.
    await hr.page.goto(`${app.baseUrl}/dashboard`);
    await hr.page.getByRole('button', { name: 'Nieuw gesprek' }).first().click();
    const dialog = hr.page.getByRole('dialog', { name: 'Nieuw POP gesprek' });
    await expect.poll(() => dialog.getByLabel('Bedrijf', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await dialog.getByLabel('Datum en tijd').fill('2030-03-02T10:00');
    await dialog.getByLabel('Bedrijf', { exact: true }).selectOption({ label: 'Acme BV' });
    await dialog.getByLabel('Medewerker', { exact: true }).selectOption({ label: 'Cor Medewerker' });
    await dialog.getByRole('button', { name: 'Gesprek plannen' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    const [conversation] = (await app.api.get('/api/pop').set(owner.auth).expect(200)).body as { id: number; hr_gebruiker_naam: string }[];
    const id = conversation!.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.api.put(`/api/pop/${id}`).set(hr.auth).send({ verslag: 'GEHEIM verslag van Henk' }).expect(200);

    await auditor.page.getByRole('link', { name: 'Audit trail' }).click();
    const planned = auditor.page
      .locator('tr', { hasText: 'Henk HR' })
      .filter({ has: auditor.page.getByRole('link', { name: 'Bekijk stand' }) });
    await expect.poll(() => planned.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await snap(auditor.page, 'team-auditor-trail');
    // The workspace's deletion log is the auditor's too (nothing erased here yet).
    await auditor.page.getByRole('heading', { name: 'Verwijderlogboek' }).waitFor();
    await auditor.page.getByText('Nog niets verwijderd').waitFor();
    // Newest first: the last line with a conversation is its planning, before the note was written.
    await planned.last().getByRole('link', { name: 'Bekijk stand' }).click();
    const asOf = auditor.page.getByRole('region', { name: /Stand op/ });
    await asOf.waitFor({ timeout: 10_000 });
    // The region shows 'Laden...' until the stand has come (slow under load): wait for its text, then read it whole.
    await asOf.getByText('Geen notitie.').first().waitFor({ timeout: 10_000 });
    expect(await asOf.innerText()).toContain('Geen notitie.');
    expect(await auditor.page.getByRole('button', { name: 'Opslaan' }).count()).toBe(0);
    await snap(auditor.page, 'team-auditor-as-of');

    await analyst.page.goto(`${app.baseUrl}/groei-tracking/bedrijven?company=${acme}`);
    const [download] = await Promise.all([
      analyst.page.waitForEvent('download'),
      analyst.page.getByRole('button', { name: 'Exporteer naar Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    expect(workbook.worksheets.length).toBeGreaterThan(0);
    await snap(analyst.page, 'team-analyst-growth');

    // The owner removes the auditor: their very next click is refused in Dutch, in the page's own error state.
    await ownerPage.reload();
    const auditorRow = ownerPage.locator('tr', { hasText: 'Aad Auditor' });
    await auditorRow.getByRole('button', { name: 'Verwijderen' }).click();
    await ownerPage.getByRole('dialog', { name: 'Lid verwijderen' }).getByRole('button', { name: 'Verwijderen' }).click();
    await ownerPage.getByText('Aad Auditor is verwijderd').waitFor();
    await snap(ownerPage, 'team-owner-removed');
    // Still on the conversation's page from the trail: back to the list is the next click.
    await auditor.page.getByRole('link', { name: 'POP gesprekken' }).click();
    await auditor.page.getByText('Je hebt geen toegang (meer) tot deze werkruimte.').waitFor({ timeout: 10_000 });
    await snap(auditor.page, 'team-auditor-removed');

    for (const context of [ownerContext, hr.context, auditor.context, analyst.context]) await context.close();
  }, 180_000);
});
