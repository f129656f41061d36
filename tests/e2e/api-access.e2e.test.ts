import { describe, expect, it } from 'vitest';
import { registerUser } from '../support/test-app';
import { openSignedIn, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();

describe.runIf(run)('personal API tokens in the browser (issue 26)', () => {
  it('makes a token in Profiel → API, shows it once, is taken by Authorize in /api/docs, and stops once revoked', async () => {
    const owner = await registerUser(app, { verified: true, plan: 'pro', naam: 'Anna de Boer' });
    const { context, page } = await openSignedIn(browser, app.baseUrl, owner.token, '/profile?tab=api');
    await page.getByRole('button', { name: 'API-token maken' }).click();
    const dialog = page.getByRole('dialog', { name: 'API-token maken' });
    await dialog.getByLabel('Naam').fill('HRIS-koppeling');
    await dialog.getByLabel('Scope').selectOption({ label: 'Lezen en schrijven' });
    await dialog.getByLabel('Geldig').selectOption({ label: '30 dagen' });
    await dialog.getByRole('button', { name: 'Token maken' }).click();
    const secretField = page.getByLabel('Je nieuwe API-token');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^pop_/);
    const row = page.getByRole('row', { name: /HRIS-koppeling/ });
    await row.waitFor();
    await snap(page, 'api-token-created');
    await page.getByRole('button', { name: 'Klaar' }).click();
    expect(await page.getByLabel('Je nieuwe API-token').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);

    // The token writes through the API, and /api/docs takes it in 'Authorize' to read it back.
    await app.api
      .post('/api/companies')
      .set('Authorization', `Bearer ${secret}`)
      .send({ naam: 'Via Token BV', branche: 'Bouw' })
      .expect(201);
    const docs = await context.newPage();
    await docs.goto(`${app.baseUrl}/api/docs`);
    await docs.getByRole('button', { name: 'Authorize' }).first().click();
    const scheme = docs.locator('.auth-container', { hasText: 'apiToken' });
    await scheme.getByText('Profiel → API').waitFor();
    await scheme.locator('input').fill(secret);
    await scheme.getByRole('button', { name: 'Apply credentials' }).click();
    // Swagger UI accepted it as the value of the apiToken scheme (Logout shows).
    await scheme.getByRole('button', { name: 'Remove authorization' }).waitFor();
    await snap(docs, 'api-docs-token');
    const held = await docs.evaluate(() =>
      (window as unknown as { ui: { authSelectors: { authorized(): { toJS(): unknown } } } }).ui.authSelectors.authorized().toJS(),
    );
    expect(held).toMatchObject({ apiToken: { value: secret, schema: { type: 'http', scheme: 'bearer' } } });

    // Revoked in the profile: the next request with it is refused.
    await row.getByRole('button', { name: 'HRIS-koppeling intrekken' }).click();
    await page.getByRole('dialog', { name: 'API-token intrekken' }).getByRole('button', { name: 'Intrekken' }).click();
    await page.getByText('Je hebt nog geen API-tokens.').waitFor();
    await app.api.get('/api/companies').set('Authorization', `Bearer ${secret}`).expect(401);
    await context.close();
  }, 90_000);
});
