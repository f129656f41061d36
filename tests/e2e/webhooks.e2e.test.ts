import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createCompany } from '../support/api-seed';
import { registerUser } from '../support/test-app';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { openSignedIn, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e({ WEBHOOK_ALLOW_LOOPBACK: '1' });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());

describe.runIf(run)('webhooks in the browser (issue 26)', () => {
  it('adds a webhook in Profiel → API, shows its secret once and lists the delivery that follows', async () => {
    const owner = await registerUser(app, { verified: true, plan: 'pro', naam: 'Wim Webhook' });
    const { context, page } = await openSignedIn(browser, app.baseUrl, owner.token, '/profile?tab=api');
    const card = page.getByRole('region', { name: 'Webhooks' });
    await card.getByLabel('Adres (https)').fill(receiver.url());
    await card.getByRole('checkbox', { name: 'Medewerker toegevoegd' }).check();
    await card.getByRole('button', { name: 'Webhook toevoegen' }).click();
    const secret = card.getByLabel('Ondertekengeheim');
    await secret.waitFor();
    expect(await secret.inputValue()).toMatch(/^whsec_/);
    await snap(page, 'webhook-created');

    const companyId = await createCompany(app, owner, { naam: 'Haven BV', branche: 'Logistiek' });
    await createEmployee(app, owner, { naam: 'Lotte Vos', email: 'lotte@example.nl', bedrijf_id: companyId });
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    await card.getByRole('button', { name: 'Leveringen' }).click();
    const row = card.getByRole('row', { name: /Medewerker toegevoegd/ });
    await row.getByText('Afgeleverd').waitFor();
    await snap(page, 'webhook-deliveries');
    await context.close();
  }, 90_000);
});
