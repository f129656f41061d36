import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../support/test-app';
import { DESKTOP, expectFitsPhone, openSignedIn, PHONE, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const CONTACT = 'support@popplanner.test';
const { run, app, browser } = useE2e({ CONTACT_EMAIL: CONTACT });

const toast = (page: Page, title: string, message: string) =>
  expect
    .poll(() => page.locator('.toast').filter({ hasText: title }).filter({ hasText: message }).count(), { timeout: 10_000 })
    .toBeGreaterThan(0);

describe.runIf(run)('contact form', () => {
  it("checks the fields with SPEC's texts, counts to 2000, sends from the header bar, mails CONTACT_EMAIL with Reply-To and moves on to / after 1.5 s", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
    await context.addInitScript(() => localStorage.setItem('cookieConsent', 'false'));
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/contact`);
    const send = page.locator('.page-header__actions').getByRole('button', { name: 'Verzenden' });
    await send.click();
    await toast(page, 'Ongeldige invoer', 'Vul je naam in.');
    await page.getByLabel('Naam').fill('Joris Hendriks');
    await page.getByLabel('E-mailadres').fill('joris@');
    await send.click();
    await toast(page, 'Ongeldig e-mail', 'Vul een geldig e-mailadres in.');
    await page.getByLabel('E-mailadres').fill('joris@example.nl');
    await send.click();
    await toast(page, 'Leeg bericht', 'Schrijf een bericht voordat je verzendt.');
    await page.getByLabel('Bericht').fill('x'.repeat(2001));
    expect(await page.locator('#contact-counter').innerText()).toBe('2001/2000 karakters');
    await send.click();
    await toast(page, 'Bericht te lang', 'Het bericht mag maximaal 2000 karakters bevatten.');
    const message = 'Wij willen POP Planner voor 40 medewerkers gebruiken.\n\nKunnen we een demo plannen?';
    await page.getByLabel('Bericht').fill(message);
    expect(await page.locator('#contact-counter').innerText()).toBe(`${message.length}/2000 karakters`);
    await snap(page, 'contact-desktop');
    const mails = app.inbox.mails.length;
    await send.click();
    await toast(page, 'Verzonden', 'Je bericht is succesvol verstuurd!');
    const sentAt = Date.now();
    const mail = await app.inbox.waitFor(
      (m) => app.inbox.mails.indexOf(m) >= mails && m.subject === 'Contactformulier: bericht van Joris Hendriks',
      15_000,
    );
    expect(mail.to).toContain(CONTACT);
    expect(mail.replyTo).toContain('joris@example.nl');
    expect(mail.text).toContain('Kunnen we een demo plannen?');
    await page.waitForURL(`${app.baseUrl}/`, { timeout: 5000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000);
    await context.close();
  });

  it('prefills a signed-in user and goes to /dashboard afterwards; a server refusal shows "Fout" with its message', async () => {
    const user = await registerUser(app, { naam: 'Lotte Visser' });
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/contact', PHONE);
    await page.evaluate(() => localStorage.setItem('cookieConsent', 'true'));
    await expect.poll(() => page.getByLabel('Naam').inputValue()).toBe('Lotte Visser');
    expect(await page.getByLabel('E-mailadres').inputValue()).toBe(user.email);
    await expectFitsPhone(page);
    await snap(page, 'contact-phone');
    // The server's own check: a control character it refuses (the form cannot see it).
    await page.getByLabel('Bericht').fill('Hallo\u0007');
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await toast(page, 'Fout', 'De tekst bevat ongeldige tekens');
    await page.getByLabel('Bericht').fill('Waar vind ik de facturen?');
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await toast(page, 'Verzonden', 'Je bericht is succesvol verstuurd!');
    await page.waitForURL(`${app.baseUrl}/dashboard`, { timeout: 5000 });
    await app.inbox.waitFor((m) => m.subject === 'Contactformulier: bericht van Lotte Visser' && m.replyTo.includes(user.email), 15_000);
    await context.close();
  });
});

describe.runIf(run)('cookie banner', () => {
  it("shows until a choice is stored; without consent nothing but the app's own storage is used, and nothing leaves for another host", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
    const page = await context.newPage();
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).origin));
    await page.goto(`${app.baseUrl}/`);
    const banner = page.getByRole('region', { name: 'Cookies', exact: true });
    await expect.poll(() => banner.isVisible()).toBe(true);
    await snap(page, 'cookie-banner-desktop');
    const storage = () =>
      page.evaluate(() => ({ local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage), cookie: document.cookie }));
    expect(await storage()).toEqual({ local: [], session: [], cookie: '' });
    await banner.getByRole('button', { name: 'Weigeren' }).click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('false');
    for (const path of ['/publichelp', '/demo', '/login', '/privacy']) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      await page.locator('h1').first().waitFor(); // the page has rendered, so the banner's absence means something
      expect(await banner.count()).toBe(0);
    }
    expect(await storage()).toEqual({ local: ['cookieConsent'], session: [], cookie: '' });
    expect(await context.cookies()).toEqual([]);
    expect([...hosts]).toEqual([app.baseUrl]);
    await context.close();
  });

  it('stores true on Accepteren, fits a phone and links to the privacy statement', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/publichelp`);
    const banner = page.getByRole('region', { name: 'Cookies', exact: true });
    await expect.poll(() => banner.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Helpcentrum' }).isVisible()).toBe(true);
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/privacy#cookies');
    await expectFitsPhone(page);
    await snap(page, 'cookie-banner-phone');
    await banner.getByRole('button', { name: 'Accepteren' }).click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.locator('h1').first().waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
