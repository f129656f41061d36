import { describe, expect, it } from 'vitest';
import { limits } from '../../platform/rate-limit';
import { inOneWindow } from '../../../tests/support/rate-window';
import { companyWithEmployee } from '../../../tests/support/api-seed';
import { registerUser } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';
import { mailSettled } from '../../../tests/support/mail-settled';

const app = useTestApp({ RATE_LIMIT_FACTOR: '1' });

/** Planning with a confirmation mails an outside address for the user: the mail limits and the 'via' marking hold there too. */
describe('the confirmation mail of a planned conversation', () => {
  it('goes at most five times a day to one address; the conversations are planned all the same, the answer says why no mail went', async () => {
    await inOneWindow(limits.mailPerRecipient, async () => {
      const user = await registerUser(app, { verified: true, naam: 'Anna HR' });
      const address = `ontvanger${Date.now()}@example.nl`;
      const [bedrijf_id, medewerker_id] = await companyWithEmployee(
        app,
        user,
        { naam: 'Bakkerij', branche: 'Horeca' },
        { naam: 'Piet', email: address },
      );
      const answers = [];
      for (let day = 1; day <= 12; day++) {
        const datum_tijd = `2030-03-${String(day).padStart(2, '0')}T10:00`;
        answers.push(await app.api.post('/api/pop').set(user.auth).send({ bedrijf_id, medewerker_id, datum_tijd, sendConfirmation: true }));
      }
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
      expect(answers.map((a) => a.body.data.bevestiging.verstuurd)).toEqual([...Array(5).fill(true), ...Array(7).fill(false)]);
      expect(answers[0]!.body.data.bevestiging.melding).toBe('De medewerker ontvangt een bevestiging per e-mail.');
      expect(answers[5]!.body.data.bevestiging.melding).toBe(
        'Het gesprek is aangemaakt, maar de bevestiging is niet verstuurd. Je hebt dit adres vandaag al 5 e-mails gestuurd. Probeer het morgen opnieuw.',
      );
      expect((await app.api.get('/api/pop').set(user.auth).expect(200)).body).toHaveLength(12);

      await mailSettled(app);
      const invitations = app.inbox.mails.filter((m) => m.to.includes(address));
      expect(invitations).toHaveLength(5);
      for (const mail of invitations) {
        expect(mail.from).toMatch(/^"?Anna HR via POP Planner"? <no-reply@popplanner\.nl>$/);
        expect(mail.replyTo).toBe(user.email);
        expect(mail.text).toContain(`Deze e-mail is namens Anna HR (${user.email}) verstuurd via POP Planner.`);
      }
      // The same day's budget is shared with the custom mail: the sixth to this address is refused there too.
      const custom = await app.api.post('/api/pop/send-email').set(user.auth).send({ toEmail: address, subject: 'POP', message: 'Hallo' });
      expect(custom.status).toBe(429);
    });
  });

  it('answers no bevestiging when none was asked for', async () => {
    const user = await registerUser(app, { verified: true });
    const [bedrijf_id, medewerker_id] = await companyWithEmployee(app, user, { naam: 'Garage', branche: 'Techniek' }, { naam: 'Kees' });
    const answer = await app.api
      .post('/api/pop')
      .set(user.auth)
      .send({ bedrijf_id, medewerker_id, datum_tijd: '2030-04-01T10:00' })
      .expect(201);
    expect(answer.body.data).not.toHaveProperty('bevestiging');
  });
});
