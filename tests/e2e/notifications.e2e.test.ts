import { describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../../backend/adapters/smtp/smtp-inbox';
import { formatDutch, parseDutchDateTime, toDutchInputValue } from '../../contracts/dutch-time';
import { companyWithEmployee, LOTTE, VOS } from '../support/api-seed';
import { parseIcs } from '../support/parse-ics';
import { DAY, stopOwnReminderLoops } from '../support/reminder-planner';
import { registerUser } from '../support/test-app';
import { until } from '../support/until';
import { openSignedIn, snap } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();
const ics = (mail: ReceivedMail) => parseIcs(mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content);
/** 'YYYY-MM-DDT23:00' in Dutch time, `days` from now. */
const lateEvening = (days: number) => `${toDutchInputValue(new Date(Date.now() + days * DAY)).slice(0, 10)}T23:00`;

describe.runIf(run)('reminders, updates and the calendar feed in the browser', () => {
  it('reminds a day before at the set time, mails the update of a move, and serves the feed', async () => {
    const user = await registerUser(app, { verified: true, naam: 'Dirk de Vries' });
    const email = `lotte.${Date.now()}@example.nl`;
    await companyWithEmployee(app, user, VOS, { ...LOTTE, email });

    // Profiel -> Meldingen: the reminder goes 1 dag before (chosen after trying 2 dagen).
    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, '/profile?tab=meldingen');
    const lead = page.getByLabel('Herinnering vooraf');
    await expect.poll(() => lead.isEnabled(), { timeout: 10_000 }).toBe(true);
    await lead.selectOption({ label: '2 dagen' });
    await page.getByText('Herinnering ingesteld op 2 dagen vooraf').waitFor();
    await lead.selectOption({ label: '1 dag' });
    await page.getByText('Herinnering ingesteld op 1 dag vooraf').waitFor();
    await snap(page, 'notifications-settings');

    // Plans a conversation for the evening after tomorrow with the invitation to the employee. Not tomorrow's:
    // its reminder would be due at 23:00 today, and a test running after that would see the instance's own
    // loop send it by the real clock before the test moves the clock (a CI run at 23:05 did).
    const when = lateEvening(2);
    await page.goto(`${app.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Nieuw gesprek' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nieuw POP gesprek' });
    await expect.poll(() => dialog.getByLabel('Bedrijf', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await dialog.getByLabel('Datum en tijd').fill(when);
    await dialog.getByLabel('Bedrijf', { exact: true }).selectOption({ label: 'Bouwbedrijf Vos' });
    await dialog.getByLabel('Medewerker', { exact: true }).selectOption({ label: 'Lotte Visser' });
    await dialog.getByLabel('Stuur de medewerker een bevestigingsmail met agenda-uitnodiging').check();
    await dialog.getByRole('button', { name: 'Gesprek plannen' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    const start = parseDutchDateTime(when)!;
    await app.inbox.waitFor((m) => m.to.includes(email) && m.subject === `Uitnodiging POP-gesprek op ${formatDutch(start)}`, 15_000);
    const [conversation] = (await app.api.get('/api/pop').set(user.auth).expect(200)).body as { id: number }[];
    const id = conversation!.id;
    await until(
      async () =>
        (await app.db.pool.query('SELECT invited FROM reactors.reminder_due WHERE conversation_id = $1', [id])).rows[0]?.invited === true,
    );

    // The clock moves to a day before it: the reminder reaches both, once, with the invitation.
    await stopOwnReminderLoops(app.runtime);
    const clock = app.runtime.deps.clock;
    try {
      const due = Date.parse(start) - DAY;
      app.runtime.deps.clock = () => new Date(due - 60_000);
      expect(await app.runtime.reminders.scheduler.runDue()).toBe(0);
      app.runtime.deps.clock = () => new Date(due + 1_000);
      expect(await app.runtime.reminders.scheduler.runDue()).toBe(1);
      expect(await app.runtime.reminders.scheduler.runDue()).toBe(0);
    } finally {
      app.runtime.deps.clock = clock;
    }
    const reminder = await app.inbox.waitFor(
      (m) => m.to.includes(email) && m.subject === `Herinnering: POP-gesprek op ${formatDutch(start)}`,
      15_000,
    );
    expect(ics(reminder)).toMatchObject({ uid: `pop-${id}@popplanner.nl`, startLocal: `${when}:00` });
    await app.inbox.waitFor((m) => m.to.includes(user.email) && m.subject.startsWith('Herinnering'), 15_000);

    // Moved on its page: the employee's calendar gets the update under the same UID.
    const moved = lateEvening(3).replace('T23:00', 'T10:30');
    await page.goto(`${app.baseUrl}/pop-conversations/${id}`);
    await page.getByLabel('Datum en tijd').fill(moved);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const movedStart = parseDutchDateTime(moved)!;
    const update = await app.inbox.waitFor(
      (m) => m.to.includes(email) && m.subject === `Bijgewerkt: POP-gesprek op ${formatDutch(movedStart)}`,
      15_000,
    );
    expect(ics(update)).toMatchObject({ method: 'REQUEST', sequence: 1, uid: `pop-${id}@popplanner.nl`, startLocal: `${moved}:00` });

    // The feed: made in Meldingen, its address fetched as a calendar app would.
    await page.goto(`${app.baseUrl}/profile?tab=meldingen`);
    await page.getByRole('button', { name: 'Agenda-adres maken' }).click();
    const address = page.locator('#calendar-feed-url');
    await expect.poll(() => address.inputValue(), { timeout: 10_000 }).toMatch(/\/api\/calendar\/.+\.ics$/);
    await snap(page, 'notifications-feed');
    // The address is under APP_URL; the test server listens elsewhere, so its path is fetched there.
    const feed = await page.request.get(`${app.baseUrl}${new URL(await address.inputValue()).pathname}`);
    expect(feed.status()).toBe(200);
    expect(parseIcs(await feed.text())).toMatchObject({ uid: `pop-${id}@popplanner.nl`, startLocal: `${moved}:00` });
    await context.close();
  }, 120_000);
});
