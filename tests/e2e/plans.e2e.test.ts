import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../support/test-app';
import { DESKTOP, expectFitsPhone, finishOnPhone, openSignedIn, PHONE, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e({ PROMO_CODES: 'WELKOM2026:starter:3' });

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);
const menuBadge = (page: Page) => page.locator('.sidebar').getByRole('link', { name: /Profiel/ });

async function addEmployee(page: Page, naam: string, email: string) {
  await page.goto(`${app.baseUrl}/employees`);
  await page.getByRole('button', { name: 'Nieuwe medewerker' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Naam').fill(naam);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Bedrijf').selectOption({ label: 'Bouwbedrijf Vos' });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  return dialog;
}

describe.runIf(run)('plans in the browser', () => {
  it('a free account hits its limit, upgrades through the test-mode checkout, adds the sixth employee, cancels and is blocked again', async () => {
    const user = await registerUser(app, { verified: true, naam: 'Dirk' });
    const bedrijf = (await app.api.post('/api/companies').set(user.auth).send({ naam: 'Bouwbedrijf Vos', branche: 'Bouw' }).expect(201))
      .body.id;
    for (let n = 1; n <= 5; n++) {
      await app.api
        .post('/api/employees')
        .set(user.auth)
        .send({ naam: `Medewerker ${n}`, email: `m${n}@example.nl`, bedrijf_id: bedrijf })
        .expect(201);
    }
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/employees');
    await visible(page, 'Limiet van je Gratis-abonnement bereikt');
    const refused = await addEmployee(page, 'Zesde Persoon', 'zes@example.nl');
    await expect.poll(() => refused.getByText(/maximaal 5 medewerkers/).isVisible(), { timeout: 10_000 }).toBe(true);
    await snap(page, 'plans-limit-refused-desktop');
    await refused.getByRole('button', { name: 'Annuleren' }).click();

    // The notice leads to the pricing page, inside the app's layout.
    await page.getByRole('link', { name: 'Bekijk de plannen' }).click();
    await page.waitForURL(`${app.baseUrl}/prijzen`);
    await visible(page, 'Best choice');
    expect(await page.getByRole('button', { name: 'Huidig plan' }).isDisabled()).toBe(true);
    await snap(page, 'plans-pricing-signed-in-desktop');
    await page.getByRole('button', { name: 'Kies Starter' }).click();
    const modal = page.getByRole('dialog', { name: 'Upgrade naar Starter' });
    await expect.poll(() => modal.getByText('Testmodus').isVisible()).toBe(true);
    await page.waitForTimeout(400); // the modal's fade-in, for the screenshot only
    await snap(page, 'plans-upgrade-modal-desktop');
    await modal.getByRole('button', { name: 'Doorgaan naar betalen' }).click();

    // The app's own test-mode checkout: clearly not Stripe.
    await page.waitForURL(/\/api\/test-checkout\/lokaal_/);
    await visible(page, 'Er wordt niet echt betaald');
    await snap(page, 'plans-test-checkout-desktop');
    await page.getByRole('button', { name: 'Betalen' }).click();

    // Back on the profile: completed, announced, and the parameters gone from the address.
    await visible(page, 'Upgrade voltooid!');
    await expect.poll(() => new URL(page.url()).search, { timeout: 10_000 }).toBe('');
    await expect.poll(() => menuBadge(page).innerText()).toContain('Basis');

    const added = await addEmployee(page, 'Zesde Persoon', 'zes@example.nl');
    await visible(page, 'Medewerker succesvol toegevoegd!');
    expect(await added.isVisible()).toBe(false);
    expect(await page.getByText('Limiet van je').count()).toBe(0);

    // Cancel on the Abonnement tab.
    await page.goto(`${app.baseUrl}/profile?tab=abonnement`);
    await visible(page, 'Verwachte betaaldatum');
    await snap(page, 'plans-subscription-starter-desktop');
    await page.getByRole('button', { name: 'Plan annuleren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Plan annuleren' });
    await confirm.getByRole('button', { name: 'Plan annuleren' }).click();
    await visible(page, 'Plan geannuleerd');
    await expect.poll(() => menuBadge(page).innerText()).toContain('Gratis');

    // Everything stays readable; a seventh is refused and the notice says why.
    await page.goto(`${app.baseUrl}/employees`);
    await visible(page, 'en je hebt er nu 6');
    // The notice and the list come from two requests: the list may show a moment later.
    await visible(page, 'Zesde Persoon');
    const blocked = await addEmployee(page, 'Zevende Persoon', 'zeven@example.nl');
    await expect.poll(() => blocked.getByText(/maximaal 5 medewerkers/).isVisible(), { timeout: 10_000 }).toBe(true);
    await context.close();
  }, 120_000);

  it('applies a promo code on the free plan, forced to upper case, and shows its end date', async () => {
    const user = await registerUser(app, { verified: true });
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/profile?tab=abonnement');
    await visible(page, 'upgrade gratis naar het Starter plan');
    await snap(page, 'plans-subscription-free-desktop');
    await page.getByRole('button', { name: 'Promo code invoeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Promo code invoeren' });
    await dialog.getByRole('button', { name: 'Toepassen' }).click();
    await expect.poll(() => dialog.getByText('Voer een promo code in').isVisible()).toBe(true);
    await dialog.getByLabel('Promo code').fill('gratis');
    expect(await dialog.getByLabel('Promo code').inputValue()).toBe('GRATIS');
    await dialog.getByRole('button', { name: 'Toepassen' }).click();
    await visible(page, 'Ongeldige promo code');
    await dialog.getByLabel('Promo code').fill('welkom2026');
    await dialog.getByRole('button', { name: 'Toepassen' }).click();
    await visible(page, 'Promo code toegepast');
    await visible(page, 'WELKOM2026');
    await expect.poll(() => menuBadge(page).innerText()).toContain('Basis');
    // The card shows the plan once its own refetch is back, which may come after the menu's.
    const validUntil = page.locator('.plan-facts div', { hasText: 'Geldig tot' }).locator('dd');
    await expect.poll(() => validUntil.innerText()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(await page.getByText('Heb je een promo code?').count()).toBe(0);
    await context.close();

    const phone = await openSignedIn(browser, app.baseUrl, user.token, '/profile?tab=abonnement', PHONE);
    await visible(phone.page, 'Promo code gebruikt');
    await finishOnPhone(phone, 'plans-subscription-promo-phone');
  }, 60_000);

  it('says so when the payment page was left with Annuleren, and cleans the address', async () => {
    const user = await registerUser(app, { verified: true });
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/profile?upgrade=cancelled');
    await visible(page, 'Upgrade geannuleerd');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await context.close();
  }, 30_000);

  it('shows the plans to visitors and sends one who picks a plan to /login', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const context = await browser.newContext({ viewport, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/`);
      await page.getByRole('link', { name: 'Prijzen' }).click();
      await page.waitForURL(`${app.baseUrl}/prijzen`);
      await visible(page, '€249');
      expect(await page.getByText('AI onbeperkt').isVisible()).toBe(true);
      expect(await page.getByText('AI (beperkt)').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe('/contact');
      await snap(page, `plans-pricing-visitor-${name}`);
      if (name === 'phone') await expectFitsPhone(page);
      await page.getByRole('button', { name: 'Kies Pro' }).click();
      await page.waitForURL(`${app.baseUrl}/login`);
      await context.close();
    }
  }, 60_000);
});
