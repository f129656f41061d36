import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../support/test-app';
import { seriousViolations } from './support/axe';
import { openSignedIn, PHONE, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

/** AVG in the profile (issue 14): download the own data, delete the account with the password. */
const { run, app, browser } = useE2e();

/** The cookie banner (shown until a choice is stored) would cover the cards in the screenshots. */
async function declineCookies(page: Page) {
  const decline = page.getByRole('button', { name: 'Weigeren' });
  if (await decline.isVisible().catch(() => false)) await decline.click();
}

describe.runIf(run)('privacy in the profile', () => {
  it('downloads the own data as Excel, and deletes the account only with the right password', async () => {
    const user = await registerUser(app, { verified: true, naam: 'Femke Jansen' });
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/profile?tab=beveiliging');
    await expect.poll(() => page.getByRole('heading', { name: 'Mijn gegevens' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await declineCookies(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'privacy-security-desktop');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    expect((await download).suggestedFilename()).toBe('mijn-gegevens.xlsx');

    await page.getByRole('button', { name: 'Account verwijderen' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Dit kan niet ongedaan').isVisible()).toBe(true);
    await dialog.getByLabel('Wachtwoord').fill('verkeerd');
    await dialog.getByRole('button', { name: 'Account definitief verwijderen' }).click();
    await expect.poll(() => dialog.getByText('Het wachtwoord is onjuist.').isVisible()).toBe(true);
    // The error stands apart from the text under it (it used to touch it).
    const alertBox = await dialog.locator('.alert').boundingBox();
    const textBox = await dialog.getByText('Dit kan niet ongedaan').boundingBox();
    expect(textBox!.y - (alertBox!.y + alertBox!.height)).toBeGreaterThanOrEqual(12);
    await snap(page, 'privacy-delete-modal-desktop');
    await dialog.getByLabel('Wachtwoord').fill(user.password);
    await dialog.getByRole('button', { name: 'Account definitief verwijderen' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await app.api.post('/api/hr/login').send({ email: user.email, password: user.password }).expect(401);
    await context.close();
  });

  it('fits a phone', async () => {
    const user = await registerUser(app, { verified: true, naam: 'Joost Bakker' });
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/profile?tab=beveiliging', PHONE);
    await expect.poll(() => page.getByRole('heading', { name: 'Account verwijderen' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await declineCookies(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every tab fits (they wrap on a phone): none is cut off at the screen's edge.
    const tabs = await page.locator('.tabs').evaluate((row) => row.scrollWidth - row.clientWidth);
    expect(tabs).toBeLessThanOrEqual(0);
    await snap(page, 'privacy-security-phone');
    await page.getByRole('button', { name: 'Account verwijderen' }).click();
    await expect.poll(() => page.getByRole('dialog').getByLabel('Wachtwoord').isVisible()).toBe(true);
    // The sheet slides up on a phone: let it settle before the picture.
    await page.waitForTimeout(500);
    await snap(page, 'privacy-delete-modal-phone');
    await context.close();
  });
});
