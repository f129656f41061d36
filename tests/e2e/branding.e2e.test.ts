import { describe, expect, it } from 'vitest';
import { largeNoisePng, logoImage, svgLogo } from '../support/logo-files';
import { registerUser } from '../support/test-app';
import { openSignedIn, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();
const ACCENT = '#7a1f1f';

describe.runIf(run)('custom branding in the browser (issue 26)', () => {
  it('an enterprise owner sets a logo and a colour: the header, the next mail and the printed report carry them; SVG and 3 MB are refused', async () => {
    const user = await registerUser(app, { verified: true, naam: 'Dirk de Vries', plan: 'enterprise' });
    const company = (await app.api.post('/api/companies').set(user.auth).send({ naam: 'Bouwbedrijf Vos', branche: 'Bouw' }).expect(201))
      .body.id as number;
    const employee = (
      await app.api
        .post('/api/employees')
        .set(user.auth)
        .send({ naam: 'Lotte Visser', email: 'lotte@example.nl', bedrijf_id: company })
        .expect(201)
    ).body.id as number;
    const conversation = (
      await app.api
        .post('/api/pop')
        .set(user.auth)
        .send({ bedrijf_id: company, medewerker_id: employee, datum_tijd: '2030-03-02T10:00', status: 'open' })
        .expect(201)
    ).body.data.id as number;

    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/profile?tab=huisstijl');
    page.setDefaultTimeout(15_000);
    try {
      const file = page.getByLabel('Logo kiezen');
      await file.waitFor({ state: 'attached', timeout: 10_000 });

      // Refused by what the bytes are, with the reason in Dutch.
      await file.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svgLogo });
      await page.getByText('SVG-bestanden kunnen we niet gebruiken: kies een PNG, JPEG of WebP.').waitFor();
      await file.setInputFiles({ name: 'groot.png', mimeType: 'image/png', buffer: await largeNoisePng() });
      await page.getByText('Het logo is groter dan 512 KB. Kies een kleiner bestand.').waitFor();

      await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoImage(240, 'png', '#f2b705') });
      await page.getByText('Logo opgeslagen').waitFor();
      const colour = page.getByLabel('Kleur (#rrggbb)');
      await colour.fill('#3fa9f5');
      await page.getByText('Te weinig contrast met wit: 2,5:1, minimaal 4,5:1. Kies een donkerdere kleur.').first().waitFor();
      await colour.fill(ACCENT);
      await page.getByRole('button', { name: 'Kleur opslaan' }).click();
      await page.getByText('Accentkleur opgeslagen').waitFor();
      await snap(page, 'branding-profile-tab');

      // The header shows the workspace's logo (loaded), the accent colour is the primary colour.
      await page.goto(`${app.baseUrl}/dashboard`);
      const headerLogo = page.locator('header img.brand__custom-logo');
      await headerLogo.waitFor({ timeout: 10_000 });
      await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
      const primary = await page.locator('.shell').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim());
      expect(primary).toBe(ACCENT);
      expect(await page.getByText('Met POP Planner').first().isVisible()).toBe(true);
      await snap(page, 'branding-header');

      // The next mail for the workspace: the logo inline (cid) and the colour on its heading.
      await app.api
        .post('/api/pop/send-email')
        .set(user.auth)
        .send({ toEmail: 'lotte@example.nl', subject: 'Verslag van ons gesprek', message: 'Hallo Lotte,\n\nHierbij het verslag.' })
        .expect(200);
      const mail = await app.inbox.waitFor((m) => m.subject === 'Verslag van ons gesprek', 15_000);
      const inline = mail.attachments.find((a) => a.contentId);
      expect(inline?.contentType).toBe('image/png');
      expect(mail.html).toContain(`cid:${inline!.contentId}`);
      expect(mail.html).toContain(`color:${ACCENT}`);

      // The printed report: the logo (loaded in the print window) and the colour, the product in the footer.
      await page.goto(`${app.baseUrl}/pop-conversations/${conversation}`);
      await page
        .getByRole('navigation', { name: 'Onderdelen van het gesprek' })
        .getByRole('link', { name: /^Acties$/ })
        .click();
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Printen' }).click()]);
      await expect.poll(() => popup.content(), { timeout: 10_000 }).toContain('Gemaakt met POP Planner');
      const printedLogo = popup.locator('img.logo');
      await expect
        .poll(() => printedLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
        .toBe(240);
      expect(await popup.locator('h1').evaluate((h) => getComputedStyle(h).color)).toBe('rgb(122, 31, 31)');
      await snap(popup, 'branding-print');
      await popup.close();
    } catch (err) {
      await snap(page, 'branding-failed');
      throw err;
    } finally {
      await context.close();
    }
  }, 120_000);
});
