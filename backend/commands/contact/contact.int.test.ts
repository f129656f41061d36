import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX } from '../../../contracts/contact';
import { limits } from '../../platform/rate-limit';
import { inOneWindow } from '../../../tests/support/rate-window';
import { useTestApp } from '../../../tests/support/use-test-app';
import { expectBadRequests } from '../../../tests/support/expect-refusals';

const CONTACT = 'info@popplanner.test';
// Real limits here, and X-Forwarded-For believed so each case can come from its own address.
const app = useTestApp({ CONTACT_EMAIL: CONTACT, RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1' });

const stored = async () =>
  (await app.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE stream_id LIKE 'contact_message-%'`)).rows[0]!.n;
const send = (body: Record<string, unknown>, ip = '203.0.113.1') => app.api.post('/api/contact/send').set('X-Forwarded-For', ip).send(body);

describe('POST /api/contact/send', () => {
  it('needs no account, records the message and mails it to CONTACT_EMAIL with the sender as Reply-To', async () => {
    const res = await send({
      naam: '  Petra Willems ',
      email: ' petra@example.nl ',
      bericht: 'Kunnen jullie een demo geven?\n\nGroet, Petra',
    }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Je bericht is succesvol verstuurd!' });
    const mail = await app.inbox.waitFor((m) => m.subject === 'Contactformulier: bericht van Petra Willems');
    expect(mail.to).toContain(CONTACT);
    expect(mail.replyTo).toContain('petra@example.nl');
    expect(mail.from).toContain('Petra Willems via POP Planner');
    expect(mail.from).toContain('no-reply@popplanner.nl');
    expect(mail.text).toContain('Kunnen jullie een demo geven?');
    expect(mail.text).toContain('petra@example.nl');
    expect(await stored()).toBe(1);
  });

  it("refuses bad input with SPEC's Dutch texts (400) and stores nothing", async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ naam: '   ', email: 'a@example.nl', bericht: 'x' }, 'Vul je naam in.'],
      [{ email: 'a@example.nl', bericht: 'x' }, 'Vul je naam in.'],
      [{ naam: 'A', email: 'geen-adres', bericht: 'x' }, 'Vul een geldig e-mailadres in.'],
      [{ naam: 'A', email: 'a@example.nl', bericht: '  ' }, 'Schrijf een bericht voordat je verzendt.'],
      [
        { naam: 'A', email: 'a@example.nl', bericht: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) },
        'Het bericht mag maximaal 2000 karakters bevatten.',
      ],
      [{ naam: 'A\nBcc: x@example.nl', email: 'a@example.nl', bericht: 'x' }, 'De tekst bevat ongeldige tekens'],
      [{ naam: 'A', email: 'a@example.nl', bericht: 'nul\u0000' }, 'De tekst bevat ongeldige tekens'],
    ];
    await expectBadRequests((body) => send(body, '203.0.113.50'), cases);
    // Exactly 2000 characters is allowed (counted after trimming).
    await send({ naam: 'A', email: 'lang@example.nl', bericht: ` ${'y'.repeat(CONTACT_MESSAGE_MAX)} ` }, '203.0.113.51').expect(200);
    expect(await stored()).toBe(before + 1);
  });

  it('answers a filled-in honeypot like a success, but records and mails nothing', async () => {
    const before = await stored();
    const mails = app.inbox.mails.length;
    const res = await send(
      { naam: 'Bot', email: 'bot@example.nl', bericht: 'Koop nu', website: 'https://spam.example' },
      '203.0.113.60',
    ).expect(200);
    expect(res.body.success).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await stored()).toBe(before);
    expect(app.inbox.mails.slice(mails).some((m) => m.subject.includes('Bot'))).toBe(false);
  });

  it('throttles per sender address (5 an hour) and per IP address (20 an hour) with a Dutch 429', async () => {
    // Each run its own sender and IP: a second one comes only if the hour turned during the first (rate-window.ts).
    let run = 0;
    await inOneWindow(limits.contactPerEmail, async () => {
      run++;
      for (let i = 0; i < 5; i++)
        await send({ naam: 'Kees', email: `kees${run}@example.nl`, bericht: `Vraag ${i}` }, `198.51.${100 + run}.${i + 1}`).expect(200);
      const perAddress = await send({ naam: 'Kees', email: `KEES${run}@example.nl`, bericht: 'Nog een' }, `198.51.${100 + run}.99`);
      expect(perAddress.status).toBe(429);
      expect(perAddress.body.message).toMatch(/^Je hebt al meerdere berichten gestuurd\. Probeer het over \d+ minu(ut|ten) opnieuw\.$/);
      const ip = `192.0.2.${6 + run}`;
      for (let i = 0; i < 20; i++) await send({ naam: 'Lid', email: `lid${i}@example.nl`, bericht: 'Hallo' }, ip).expect(200);
      const perIp = await send({ naam: 'Lid', email: 'lid-extra@example.nl', bericht: 'Hallo' }, ip);
      expect(perIp.status).toBe(429);
      expect(perIp.body.message).toMatch(/^Te veel berichten vanaf dit adres/);
    });
  });
});
