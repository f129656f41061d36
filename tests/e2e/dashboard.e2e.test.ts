import { describe, expect, it } from 'vitest';
import { companyWithEmployee, scheduleConversation } from '../support/api-seed';
import { registerUser } from '../support/test-app';
import { DESKTOP, expectFitsPhone, openSignedIn, PHONE, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();

const openAs = (token: string, viewport = DESKTOP) => openSignedIn(browser, app.baseUrl, token, '/dashboard', viewport);

describe.runIf(run)('dashboard in the browser', () => {
  it('welcomes a user without companies once per browser session, with empty states', async () => {
    const user = await registerUser(app, { verified: true });
    const { context, page } = await openAs(user.token);
    await expect.poll(() => page.getByText('Maak een bedrijf aan').isVisible(), { timeout: 10_000 }).toBe(true);
    await snap(page, 'dashboard-welcome-desktop');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect.poll(() => page.getByText('Voeg medewerkers toe').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByText('Geen geplande gesprekken').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByText('Geen open gesprekken').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText('Geen geplande gesprekken').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Maak een bedrijf aan').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('shows the stat cards, planned and open conversations and recent activity, each linking on', async () => {
    const user = await registerUser(app, { verified: true, naam: 'Dirk' });
    const [c, e] = await companyWithEmployee(app, user, { naam: 'Bouwbedrijf Vos', branche: 'Bouw' }, { naam: 'Lotte Visser' });
    await scheduleConversation(app, user, { bedrijf_id: c, medewerker_id: e, datum_tijd: '2030-03-02T10:00' });
    await scheduleConversation(app, user, { bedrijf_id: c, medewerker_id: e, datum_tijd: '2030-03-09T14:30', status: 'open' });
    const { context, page } = await openAs(user.token);
    // The planned list, the open list and the activity feed are separate requests that arrive in any order.
    const visible = (text: string) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);
    await visible('02/03/2030 10:00');
    await visible('09/03/2030 14:30');
    await visible('POP-gesprek gepland met Lotte Visser (Bouwbedrijf Vos)');
    expect(await page.getByText('Maak een bedrijf aan').count()).toBe(0);
    await snap(page, 'dashboard-desktop');
    await page
      .getByRole('link', { name: /Bedrijven/ })
      .first()
      .click();
    await page.waitForURL(`${app.baseUrl}/companies`);
    await context.close();

    const phone = await openAs(user.token, PHONE);
    await expect.poll(() => phone.page.getByRole('heading', { name: 'Geplande gesprekken' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await snap(phone.page, 'dashboard-phone');
    await expectFitsPhone(phone.page);
    await phone.context.close();
  }, 60_000);
});
