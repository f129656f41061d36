import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { workspaceStream } from '../../events/workspace';
import { runCommand } from '../../backend/commands/run-command';
import { workspaceDecider } from '../../backend/commands/workspace/decider';
import type { EndpointSpec } from '../../contracts/http';
import { fillPath } from '../../contracts/http';
import { addGoal, companyWithEmployee, LOTTE, scheduleConversation, VOS } from './api-seed';
import { addMember } from './team';
import { registerUser, type TestApp } from './test-app';

/** The daily Dutch wall-clock time `days` ago, as the schedule form sends it: inside growth's default 12 months. */
const daysAgo = (days: number) => `${new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)}T09:00`;

/**
 * A workspace on the pro plan with one of everything (company, employee, a conversation with a goal and an
 * ambition, a library goal and ambition, an own template) and a member of every other role. Every note the
 * HR manager writes (the report, the goal's and ambition's notes, their changes in the log, the template's
 * goal note) carries `marker`, and so does the employee's e-mail address: tests look for them in answers.
 * One invitation stays open.
 */
export async function seedWorkspace(app: TestApp, marker: string) {
  const owner = await registerUser(app, { verified: true, plan: 'pro', naam: 'Eigenaar Vos' });
  const email = `lotte.${marker.toLowerCase()}@example.nl`;
  const [companyId, employeeId] = await companyWithEmployee(app, owner, VOS, { ...LOTTE, email });
  const popId = await scheduleConversation(app, owner, {
    bedrijf_id: companyId,
    medewerker_id: employeeId,
    datum_tijd: daysAgo(20),
    status: 'open',
    verslag: `Verslag ${marker}`,
  });
  const goal = await addGoal(app, owner, popId, { omschrijving: 'Leren plannen', notitie: `Doelnotitie ${marker}` });
  const ambition = await app.api
    .post(`/api/pop/${popId}/ambitions`)
    .set(owner.auth)
    .send({ omschrijving: 'Teamleider worden', notitie: `Ambitienotitie ${marker}` })
    .expect(201);
  // Changes, so the conversation's log holds the old and the new notes.
  await app.api
    .put(`/api/pop/${popId}`)
    .set(owner.auth)
    .send({ verslag: `Nieuw verslag ${marker}` })
    .expect(200);
  await app.api
    .put(`/api/pop/${popId}/goals/${goal.id}`)
    .set(owner.auth)
    .send({ voortgang: 6, notitie: `Bijgewerkt ${marker}` })
    .expect(200);
  const libraryGoal = await app.api.post('/api/goals').set(owner.auth).send({ omschrijving: 'Communicatie verbeteren' }).expect(201);
  const libraryAmbition = await app.api.post('/api/ambitions').set(owner.auth).send({ omschrijving: 'Specialist worden' }).expect(201);
  const template = await app.api
    .post('/api/templates')
    .set(owner.auth)
    .send({ bedrijf_id: companyId, omschrijving: 'Jaargesprek', goals: [{ omschrijving: 'Veiligheid', notitie: `Sjabloon ${marker}` }] })
    .expect(201);
  const catalogue = await app.api.get('/api/branches/1/functions/101/templates').set(owner.auth).expect(200);
  const members = {
    hr_manager: await addMember(app, owner, 'hr_manager', { naam: 'Hanna HR' }),
    auditor: await addMember(app, owner, 'auditor', { naam: 'Arie Auditor' }),
    analyst: await addMember(app, owner, 'analyst', { naam: 'Anna Analist' }),
  };
  // An open invitation, so the invitation routes have a real id to act on.
  const invitationId = randomUUID();
  const now = new Date().toISOString();
  await runCommand(
    app.runtime.deps,
    workspaceStream(owner.id),
    workspaceDecider,
    {
      type: 'InviteMember',
      workspaceId: owner.id,
      actorId: owner.id,
      invitationId,
      email: `uitgenodigd.${owner.id}@example.nl`,
      role: 'auditor',
      tokenHash: randomUUID().replaceAll('-', ''),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      now,
    },
    { actor: String(owner.id), tenant: String(owner.id), commandId: randomUUID() },
  );
  // A webhook to a public address (an IP, so no DNS is asked) for an event the tests do not cause: its routes get a real id.
  const webhook = await app.api
    .post('/api/webhooks')
    .set(owner.auth)
    .send({ url: 'https://93.184.216.34/pop-webhook', events: ['employee.erased'] })
    .expect(201);
  const ids = {
    companyId,
    employeeId,
    popId,
    goalId: goal.id,
    ambitionId: ambition.body.data.ambition.id as number,
    libraryGoalId: libraryGoal.body.id as number,
    libraryAmbitionId: libraryAmbition.body.id as number,
    templateId: template.body.id as number,
    branchId: 1,
    functionId: 101,
    catalogueTemplateId: (catalogue.body as { id: number }[])[0]!.id,
    memberId: members.hr_manager.id,
    invitationId,
    webhookId: webhook.body.webhook.id as string,
    // No such delivery: past the role check its resend answers 404.
    webhookDeliveryId: 1,
    // No such API token either: past the role check the revocation answers 404.
    apiTokenId: randomUUID(),
  };
  return { owner, members, email, marker, ids };
}
export type SeededWorkspace = Awaited<ReturnType<typeof seedWorkspace>>;
export type Ids = SeededWorkspace['ids'];

/** Which seeded id a path's `{id}` means, by the path's start; a new kind of path must be added here. */
const idByPrefix: [RegExp, keyof Ids][] = [
  [/^\/(growth\/)?companies\//, 'companyId'],
  [/^\/(growth\/)?employees\//, 'employeeId'],
  [/^\/goals\//, 'libraryGoalId'],
  [/^\/ambitions\//, 'libraryAmbitionId'],
  [/^\/templates\//, 'templateId'],
  [/^\/branches\//, 'branchId'],
  [/^\/conversation-templates\//, 'catalogueTemplateId'],
  [/^\/pop\//, 'popId'],
  [/^\/webhooks\//, 'webhookId'],
];
const otherParams: Record<string, keyof Ids> = {
  employeeId: 'employeeId',
  goalId: 'goalId',
  ambitionId: 'ambitionId',
  popId: 'popId',
  functionId: 'functionId',
  userId: 'memberId',
  invitationId: 'invitationId',
  deliveryId: 'webhookDeliveryId',
  tokenId: 'apiTokenId',
};
/** Queries a GET needs to answer at all (else its 400 would prove nothing about what it shows). */
const requiredQuery = (e: EndpointSpec, ids: Ids) => (e.path === '/growth/export.xlsx' ? `?company=${ids.companyId}` : '');

/** The endpoint's URL with every path parameter filled with the seeded ids. */
export function urlFor(e: EndpointSpec, ids: Ids): string {
  const names = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params: Record<string, string | number> = {};
  for (const name of names) {
    if (name === 'id') {
      const key = idByPrefix.find(([pattern]) => pattern.test(e.path))?.[1];
      if (!key) throw new Error(`no seeded id for {id} in ${e.path}: add it to idByPrefix`);
      params.id = ids[key];
    } else if (name === 'token') params.token = 'onbekende-uitnodiging';
    else if (otherParams[name]) params[name] = ids[otherParams[name]];
    else throw new Error(`no seeded value for {${name}} in ${e.path}`);
  }
  return `/api${fillPath(e.path, params)}${requiredQuery(e, ids)}`;
}

/** supertest hands the raw answer to a parser; this one keeps the bytes. */
const binary = (res: unknown, done: (err: Error | null, body: unknown) => void) => {
  const chunks: Buffer[] = [];
  (res as NodeJS.ReadableStream).on('data', (chunk: Buffer) => chunks.push(chunk));
  (res as NodeJS.ReadableStream).on('end', () => done(null, Buffer.concat(chunks)));
};

/** Every cell of a workbook as text: a zipped .xlsx hides its strings from a plain search. */
async function workbookText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
  return cells.join('\n');
}

/** Calls the endpoint without a body: its status, the answer as readable text and its Dutch message. */
export async function callBare(app: TestApp, e: EndpointSpec, url: string, auth: Record<string, string>) {
  const res = await app.api[e.method](url).set(auth).buffer(true).parse(binary);
  const bytes = res.body as Buffer;
  const isXlsx = String(res.headers['content-type'] ?? '').includes('spreadsheetml');
  const text = isXlsx && res.status === 200 ? await workbookText(bytes) : bytes.toString('utf8');
  let message: string | undefined;
  try {
    message = (JSON.parse(text) as { message?: string }).message;
  } catch {
    message = undefined;
  }
  return { status: res.status, text, message };
}
