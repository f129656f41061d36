import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/test-app';
import { openSignedIn, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();

/** How long the page gets after a change to send whatever else it would send (a refetch follows at once). */
const SETTLE_MS = 1500;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** Every API request the page sends from now on, as 'METHOD /api/path?query'. */
function countRequests(page: Page): { calls: string[]; stop(): void } {
  const calls: string[] = [];
  const listener = (req: { url(): string; method(): string }) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${req.method()} ${url.pathname}${url.search}`);
  };
  page.on('request', listener);
  return { calls, stop: () => page.off('request', listener) };
}

/** An HR user with an employee in two conversations (the page lists the other one) and a goal in the first. */
async function setUp() {
  const user = await registerUser(app, { verified: true, naam: 'Rianne Rap' });
  const company = (await app.api.post('/api/companies').set(user.auth).send({ naam: 'Snelweg BV', branche: 'ICT' }).expect(201)).body
    .id as number;
  const employee = (
    await app.api
      .post('/api/employees')
      .set(user.auth)
      .send({ naam: 'Sem Snel', email: `sem.${Date.now()}@example.nl`, bedrijf_id: company })
      .expect(201)
  ).body.id as number;
  const plan = async (datum_tijd: string) =>
    (
      await app.api
        .post('/api/pop')
        .set(user.auth)
        .send({ bedrijf_id: company, medewerker_id: employee, datum_tijd, status: 'open' })
        .expect(201)
    ).body.data.id as number;
  const id = await plan('2030-04-02T10:00');
  await plan('2029-10-02T10:00');
  await app.api.post(`/api/pop/${id}/goals`).set(user.auth).send({ omschrijving: 'Sneller rapporteren' }).expect(201);
  return { user, id };
}

const conversation = async (user: TestUser, id: number) => (await app.api.get(`/api/pop/${id}`).set(user.auth).expect(200)).body;

describe.runIf(run)('a change on the conversation page costs the requests it needs (issue 27)', () => {
  it('one slider move sends one request; a status change at most two; the page shows the answers', async () => {
    const { user, id } = await setUp();
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, `/pop-conversations/${id}#doelen`);
    const slider = page.locator('li.item-card').filter({ hasText: 'Sneller rapporteren' }).getByLabel('Voortgang');
    await expect.poll(() => slider.isVisible(), { timeout: 10_000 }).toBe(true);
    await settle();

    const move = countRequests(page);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await conversation(user, id)).goals[0]?.voortgang, { timeout: 10_000 }).toBe(1);
    await settle();
    move.stop();
    expect(move.calls).toEqual([expect.stringMatching(new RegExp(`^PUT /api/pop/${id}/goals/\\d+$`))]);
    expect(await page.getByText('1/10 · 10%').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.overall-progress').getByText('1,0/10 (10%)').isVisible(), { timeout: 5_000 }).toBe(true);

    await page
      .getByRole('navigation', { name: 'Onderdelen van het gesprek' })
      .getByRole('link', { name: /^Gesprek$/ })
      .click();
    await page.waitForURL(/#gesprek$/);
    await settle();
    const status = countRequests(page);
    await page.getByLabel('Status').selectOption('afgerond');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect.poll(async () => (await conversation(user, id)).status, { timeout: 10_000 }).toBe('afgerond');
    await settle();
    status.stop();
    expect(status.calls[0]).toBe(`PUT /api/pop/${id}`);
    expect(status.calls.length).toBeLessThanOrEqual(2);
    expect(await page.getByText('Niet opgeslagen wijzigingen').isVisible()).toBe(false);
    expect(await page.getByLabel('Status').inputValue()).toBe('afgerond');
    await snap(page, 'conversation-requests');
    await context.close();
  }, 90_000);
});
