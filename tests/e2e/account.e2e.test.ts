import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeFromMail, tokenFromMail } from '../support/test-app';
import { DESKTOP, explainedStep, PHONE, recordCalls, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();

const email = 'sanne@example.nl';
const mailFor = (subject: string, after: number) =>
  app.inbox.waitFor((m) => app.inbox.mails.indexOf(m) >= after && m.to.includes(email) && m.subject === subject, 15_000);

/** A user without companies gets the welcome modal on the dashboard once per session. */
async function dismissWelcome(page: Page) {
  await expect.poll(() => page.getByText('Maak een bedrijf aan').isVisible(), { timeout: 10_000 }).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByText('Maak een bedrijf aan').isVisible()).toBe(false);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Uitloggen' }).first().click();
  await expect.poll(() => page.getByText('Weet je zeker dat je wilt uitloggen?').isVisible()).toBe(true);
  await page.getByRole('dialog').getByRole('button', { name: 'Uitloggen' }).click();
  await page.waitForURL(`${app.baseUrl}/`);
}

describe.runIf(run)('account in the browser', () => {
  it('registers, verifies by mail, enables 2FA, logs in with a mailed code and resets a forgotten password', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    await snap(page, 'landing-desktop');

    await page.goto(`${app.baseUrl}/login`);
    await snap(page, 'login-desktop');
    await page.getByRole('button', { name: 'Nog geen account? Registreer hier' }).click();
    await page.getByLabel('Naam').fill('Sanne de Boer');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
    await page.getByLabel('Bevestig wachtwoord').fill('anders123');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect.poll(() => page.getByText('Wachtwoorden komen niet overeen').isVisible()).toBe(true);
    await page.getByLabel('Bevestig wachtwoord').fill('geheim123');
    let mails = app.inbox.mails.length;
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await dismissWelcome(page);
    await expect.poll(() => page.getByText('Account Verificatie Vereist').first().isVisible()).toBe(true);
    await snap(page, 'dashboard-unverified-desktop');

    const verification = await mailFor('Verifieer je e-mailadres', mails);
    await page.goto(`${app.baseUrl}/verify-email?token=${tokenFromMail(verification.text)}`);
    await snap(page, 'verify-success-desktop');
    await page.waitForURL(`${app.baseUrl}/dashboard`, { timeout: 10_000 });
    expect(await page.getByText('Account Verificatie Vereist').count()).toBe(0);

    await page.goto(`${app.baseUrl}/profile?tab=beveiliging`);
    await page.getByRole('tab', { name: 'Beveiliging' }).click();
    mails = app.inbox.mails.length;
    await page.getByRole('button', { name: 'Inschakelen' }).click();
    const enableCode = codeFromMail((await mailFor('Je verificatiecode', mails)).text);
    await page.locator('input[autocomplete="one-time-code"]').fill(enableCode);
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Uitschakelen' }).isVisible()).toBe(true);
    await snap(page, 'profile-security-desktop');
    // The session goes on with the token the server handed over when 2FA went on (older ones ended).
    await page.reload();
    await page.getByRole('tab', { name: 'Beveiliging' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Uitschakelen' }).isVisible()).toBe(true);
    // Switching it off asks for the password; a wrong one is refused in the dialog.
    await page.getByRole('button', { name: 'Uitschakelen' }).click();
    const dialog = page.getByRole('dialog', { name: '2FA uitschakelen' });
    await dialog.getByLabel('Wachtwoord').fill('fout-wachtwoord');
    await dialog.getByRole('button', { name: 'Uitschakelen' }).click();
    await expect.poll(() => dialog.getByText('Onjuist wachtwoord').isVisible()).toBe(true);
    await snap(page, 'profile-2fa-disable-desktop');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();

    await logout(page);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill('geheim123');
    mails = app.inbox.mails.length;
    // What the login calls answered: said when the next step fails (seen once in CI, not explained).
    const loginCalls = recordCalls(page, /^\/api\/hr\/(login|2fa\/send-login-code)$/);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await explainedStep(
      page,
      expect.poll(() => page.getByText('Controleer je email voor de verificatiecode.').isVisible()).toBe(true),
      () => [`login calls: ${loginCalls.join(' | ') || '(none answered)'}`],
    );
    await snap(page, 'login-2fa-desktop');
    const loginCode = codeFromMail((await mailFor('Je verificatiecode', mails)).text);
    await page.locator('input[autocomplete="one-time-code"]').fill(loginCode);
    await page.getByRole('button', { name: 'Verifiëren en inloggen' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await dismissWelcome(page);

    await logout(page);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
    await page.getByLabel('E-mailadres').fill(email);
    mails = app.inbox.mails.length;
    await page.getByRole('button', { name: 'Verstuur resetlink' }).click();
    const reset = await mailFor('Wachtwoord opnieuw instellen', mails);
    await page.goto(`${app.baseUrl}/reset-password?token=${tokenFromMail(reset.text)}`);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nieuw-geheim');
    await page.getByLabel('Bevestig nieuw wachtwoord').fill('nieuw-geheim');
    await snap(page, 'reset-password-desktop');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.waitForURL(`${app.baseUrl}/login`, { timeout: 10_000 });

    const res = await app.api.post('/api/hr/login').send({ email, password: 'nieuw-geheim' });
    expect(res.body.requires2FA).toBe(true);
    await context.close();
  }, 120_000);

  it('logs out everywhere from the Beveiliging tab, and Uitloggen ends the session on the server', async () => {
    const account = { naam: 'Overal', email: 'overal@example.nl', password: 'geheim123' };
    const registered = await app.api.post('/api/hr/register').send(account).expect(201);
    const otherDevice = (await app.api.post('/api/hr/login').send(account).expect(200)).body.token as string;
    const status = async (token: string) => (await app.api.get('/api/hr/profile').set('Authorization', `Bearer ${token}`)).status;
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    await page.evaluate((token) => localStorage.setItem('token', token), registered.body.token as string);
    await page.goto(`${app.baseUrl}/profile?tab=beveiliging`);
    await page.getByRole('button', { name: 'Overal uitloggen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Overal uitloggen' });
    await expect.poll(() => dialog.getByText('Weet je zeker dat je op alle andere apparaten').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Overal uitloggen' }).click();
    await expect.poll(() => page.getByText('Je bent uitgelogd op alle andere apparaten en browsers.').isVisible()).toBe(true);
    expect(await status(otherDevice)).toBe(401);
    // This browser goes on with the token the server handed over.
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Overal uitloggen' }).isVisible()).toBe(true);
    const browserToken = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect(await status(browserToken)).toBe(200);
    await logout(page);
    // A copy of the token (say, stolen) stops working once the browser logged out.
    expect(await status(browserToken)).toBe(401);
    await context.close();
  }, 60_000);

  it('shows the login page and the logged-in shell at phone width', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/login`);
    await snap(page, 'login-phone');
    const user = await app.api
      .post('/api/hr/register')
      .send({ naam: 'Mobiel', email: 'mobiel@example.nl', password: 'geheim123' })
      .expect(201);
    await page.evaluate((token) => localStorage.setItem('token', token), user.body.token as string);
    await page.goto(`${app.baseUrl}/profile`);
    await expect.poll(() => page.getByText('HR Gebruiker').isVisible()).toBe(true);
    await snap(page, 'profile-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  }, 60_000);
});
