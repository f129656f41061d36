import { beforeAll, describe, expect, it } from 'vitest';
import { companyWithEmployee, scheduleConversation } from '../../../tests/support/api-seed';
import { parseIcs } from '../../../tests/support/parse-ics';
import { addMember } from '../../../tests/support/team';
import { registerUser, type TestUser } from '../../../tests/support/test-app';
import { mailSettled } from '../../../tests/support/mail-settled';
import { useTestApp } from '../../../tests/support/use-test-app';
import type { ReceivedMail } from '../../adapters/smtp/smtp-inbox';

const app = useTestApp();
let owner: TestUser;
let companyId: number;
const employees: Record<string, number> = {};

const settled = () => mailSettled(app);
const invite = (mail: ReceivedMail) => parseIcs(mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content);
/** In SEQUENCE order, as a calendar applies them: the sender may deliver two queued mails in either order. */
const calendarMails = async (to: string) => {
  await settled();
  return app.inbox.mails
    .filter((m) => m.to.includes(to) && m.attachments.some((a) => a.contentType.startsWith('text/calendar')))
    .sort((a, b) => invite(a).sequence - invite(b).sequence);
};
const log = async (id: number) =>
  ((await app.api.get(`/api/pop/${id}/history`).set(owner.auth).expect(200)).body as { summary: string }[]).map((e) => e.summary);

async function employee(naam: string) {
  const email = `${naam.toLowerCase()}@example.nl`;
  employees[email] = (
    await app.api.post('/api/employees').set(owner.auth).send({ naam, email, bedrijf_id: companyId }).expect(201)
  ).body.id;
  return email;
}
const plan = (email: string, datum_tijd: string, sendConfirmation: boolean) =>
  scheduleConversation(app, owner, { bedrijf_id: companyId, medewerker_id: employees[email]!, datum_tijd, sendConfirmation });

beforeAll(async () => {
  owner = await registerUser(app, { verified: true, naam: 'Anna HR' });
  [companyId] = await companyWithEmployee(app, owner, { naam: 'Bakkerij', branche: 'Horeca' }, { naam: 'Eerste' });
});

describe('the calendar invitation follows the conversation', () => {
  it('updates a moved conversation (same UID, SEQUENCE 1, new time) and cancels it when deleted (SEQUENCE 2)', async () => {
    const to = await employee('Piet');
    const id = await plan(to, '2030-01-15T10:00', true);
    const [first] = await calendarMails(to);
    expect(invite(first!)).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      uid: `pop-${id}@popplanner.nl`,
      startLocal: '2030-01-15T10:00:00',
    });

    const moved = await app.api.put(`/api/pop/${id}`).set(owner.auth).send({ datum_tijd: '2030-07-15T10:00' }).expect(200);
    expect(moved.body.data.uitnodiging).toEqual({ verstuurd: true, melding: 'De medewerker ontvangt de agenda-uitnodiging per e-mail.' });
    const [, update] = await calendarMails(to);
    expect(update!.subject).toBe('Bijgewerkt: POP-gesprek op 15-07-2030 10:00');
    expect(invite(update!)).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      uid: `pop-${id}@popplanner.nl`,
      startLocal: '2030-07-15T10:00:00',
      startUtc: '2030-07-15T08:00:00.000Z',
    });
    // The same time again changes nothing, so nothing is mailed.
    await app.api.put(`/api/pop/${id}`).set(owner.auth).send({ datum_tijd: '2030-07-15T10:00', status: 'open' }).expect(200);
    expect(await calendarMails(to)).toHaveLength(2);

    const removed = await app.api.delete(`/api/pop/${id}`).set(owner.auth).expect(200);
    expect(removed.body.uitnodiging.verstuurd).toBe(true);
    const mails = await calendarMails(to);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.subject).toBe('Geannuleerd: POP-gesprek op 15-07-2030 10:00');
    expect(invite(mails[2]!)).toMatchObject({ method: 'CANCEL', sequence: 2, uid: `pop-${id}@popplanner.nl`, status: 'CANCELLED' });
    const recorded = (await app.runtime.deps.store.readStream(`pop-${id}`)).filter((e) => e.type === 'InvitationSent');
    expect(recorded.map((e) => [e.data.method, e.data.sequence, e.data.to])).toEqual([
      ['REQUEST', 0, to],
      ['REQUEST', 1, to],
      ['CANCEL', 2, to],
    ]);
  });

  it('shows the three lines in the log and cancels an archived conversation before its date', async () => {
    const to = await employee('Klaas');
    const id = await plan(to, '2030-02-01T09:30', true);
    await app.api.put(`/api/pop/${id}`).set(owner.auth).send({ datum_tijd: '2030-02-02T09:30' }).expect(200);
    const archived = await app.api.post(`/api/pop/${id}/archive`).set(owner.auth).expect(200);
    expect(archived.body.data.uitnodiging.melding).toBe('De medewerker ontvangt de annulering van de afspraak per e-mail.');
    const mails = await calendarMails(to);
    expect(mails.map((m) => [invite(m).method, invite(m).sequence])).toEqual([
      ['REQUEST', 0],
      ['REQUEST', 1],
      ['CANCEL', 2],
    ]);
    expect(await log(id)).toEqual(expect.arrayContaining(['Uitnodiging verstuurd', 'Uitnodiging bijgewerkt', 'Afspraak geannuleerd']));
    // Cancelled already: deleting it mails nothing more.
    await app.api.delete(`/api/pop/${id}`).set(owner.auth).expect(200);
    expect(await calendarMails(to)).toHaveLength(3);
  });

  it('sends nothing on a move, an archiving or a deletion when no invitation went out', async () => {
    const to = await employee('Joost');
    const id = await plan(to, '2030-03-01T10:00', false);
    const moved = await app.api.put(`/api/pop/${id}`).set(owner.auth).send({ datum_tijd: '2030-03-02T10:00' }).expect(200);
    expect(moved.body.data).not.toHaveProperty('uitnodiging');
    await app.api.post(`/api/pop/${id}/archive`).set(owner.auth).expect(200);
    const removed = await app.api.delete(`/api/pop/${id}`).set(owner.auth).expect(200);
    expect(removed.body).toEqual({ message: 'Gesprek verwijderd' });
    expect(await calendarMails(to)).toHaveLength(0);
  });

  it("resends the invitation with the user's subject and text and a raised SEQUENCE; the auditor and other workspaces may not", async () => {
    const to = await employee('Mies');
    const id = await plan(to, '2030-04-01T10:00', false);
    const body = { onderwerp: 'Ons POP-gesprek', bericht: 'Tot dan!' };
    const sent = await app.api.post(`/api/pop/${id}/invitation`).set(owner.auth).send(body).expect(200);
    expect(sent.body.data.uitnodiging.verstuurd).toBe(true);
    await app.api.post(`/api/pop/${id}/invitation`).set(owner.auth).send(body).expect(200);
    const mails = await calendarMails(to);
    expect(mails.map((m) => m.subject)).toEqual(['Ons POP-gesprek', 'Ons POP-gesprek']);
    expect(mails[0]!.text).toContain('Tot dan!');
    expect(mails.map((m) => invite(m).sequence)).toEqual([0, 1]);

    const empty = await app.api.post(`/api/pop/${id}/invitation`).set(owner.auth).send({ onderwerp: ' ', bericht: 'x' }).expect(400);
    expect(empty.body.message).toBe('Vul een onderwerp in');
    const auditor = await addMember(app, owner, 'auditor');
    const refused = await app.api.post(`/api/pop/${id}/invitation`).set(auditor.auth).send(body);
    expect(refused.status).toBe(403);
    const stranger = await registerUser(app, { verified: true });
    expect((await app.api.post(`/api/pop/${id}/invitation`).set(stranger.auth).send(body)).status).toBe(404);
    expect(await calendarMails(to)).toHaveLength(2);
  });
});
