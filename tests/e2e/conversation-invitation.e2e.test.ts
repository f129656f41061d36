import { describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../../backend/adapters/smtp/smtp-inbox';
import { companyWithEmployee, LOTTE, scheduleConversation, VOS } from '../support/api-seed';
import { parseIcs } from '../support/parse-ics';
import { registerUser } from '../support/test-app';
import { openSignedIn } from './support/browser';
import { useE2e } from './support/use-e2e';

const { run, app, browser } = useE2e();

const ics = (mail: ReceivedMail) => parseIcs(mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content);

describe.runIf(run)('the calendar invitation from the conversation page', () => {
  it('resends the confirmation with an edited subject, and a move on the page mails the update', async () => {
    const user = await registerUser(app, { verified: true, naam: 'Dirk de Vries' });
    const email = `lotte.${Date.now()}@example.nl`;
    const [company, employee] = await companyWithEmployee(app, user, VOS, { ...LOTTE, email });
    const id = await scheduleConversation(app, user, {
      bedrijf_id: company,
      medewerker_id: employee,
      datum_tijd: '2030-01-15T10:00',
      sendConfirmation: true,
    });
    await app.inbox.waitFor((m) => m.to.includes(email) && m.subject === 'Uitnodiging POP-gesprek op 15-01-2030 10:00', 15_000);

    const { context, page } = await openSignedIn(browser, app.baseUrl, user.token, `/pop-conversations/${id}`);
    await page.getByRole('button', { name: 'Uitnodiging opnieuw versturen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Afspraakbevestiging versturen' });
    expect(await dialog.getByLabel('Onderwerp').inputValue()).toBe('Uitnodiging POP-gesprek op 15-01-2030 10:00');
    expect(await dialog.getByLabel('Bericht').inputValue()).toContain('Beste Lotte Visser,');
    await dialog.getByLabel('Onderwerp').fill('Herinnering: ons POP-gesprek');
    await dialog.getByRole('button', { name: 'Versturen' }).click();
    await expect
      .poll(() => page.getByText('De medewerker ontvangt de agenda-uitnodiging per e-mail.').isVisible(), { timeout: 10_000 })
      .toBe(true);
    const resent = await app.inbox.waitFor((m) => m.to.includes(email) && m.subject === 'Herinnering: ons POP-gesprek', 15_000);
    expect(ics(resent)).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      uid: `pop-${id}@popplanner.nl`,
      startLocal: '2030-01-15T10:00:00',
    });

    // Moved on the page: the employee's calendar gets the new time under the same UID.
    await page.getByLabel('Datum en tijd').fill('2030-07-16T14:30');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const update = await app.inbox.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Bijgewerkt: POP-gesprek op 16-07-2030 14:30',
      15_000,
    );
    expect(ics(update)).toMatchObject({
      method: 'REQUEST',
      sequence: 2,
      uid: `pop-${id}@popplanner.nl`,
      startLocal: '2030-07-16T14:30:00',
      startUtc: '2030-07-16T12:30:00.000Z',
    });
    await context.close();
  }, 120_000);
});
