import { z } from 'zod';
import { idParam } from './fields';
import { employeeMessages } from './employees';
import { endpoint, endpointGroup } from './http';
import { roles } from './roles';

/**
 * Data-subject rights and the deletion log (AVG, issue 14): export what we hold about an employee or
 * the own account (JSON, or .xlsx with ?format=xlsx), erase an employee's personal data, delete the
 * own account, and the log of erasures for admins.
 */
export const avgMessages = {
  employeeErased: 'De persoonsgegevens van de medewerker zijn verwijderd.',
  accountDeleted: 'Je account en alle gegevens erin zijn verwijderd.',
  passwordRequired: 'Vul je wachtwoord in om te bevestigen.',
  passwordWrong: 'Het wachtwoord is onjuist.',
  paidPlan: 'Je hebt nog een betaald abonnement. Annuleer eerst je abonnement onder Abonnement, daarna kun je je account verwijderen.',
  workspaceHasMembers:
    'Je werkruimte heeft nog andere teamleden. Verwijder hen eerst uit het team (Profiel → Team) en verwijder dan je account.',
  formatInvalid: "Kies 'json' of 'xlsx' als formaat",
  alreadyErased: 'De persoonsgegevens van deze medewerker zijn al verwijderd.',
} as const;

const employeeParams = z.object({ id: idParam(employeeMessages.notFound) });

export const exportQuery = z.object({
  format: z.enum(['json', 'xlsx'], { error: avgMessages.formatInvalid }).optional(),
});

/** One event of the history, as today's contract reads it. */
export const historyEntry = z.object({
  stream: z.string(),
  positie: z.number().int(),
  type: z.string(),
  tijdstip: z.string(),
  gegevens: z.record(z.string(), z.unknown()),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** Everything held about one subject: current state per section (lists of rows), and every event about it. */
export const subjectExport = z
  .object({
    onderwerp: z.object({ soort: z.enum(['medewerker', 'account']), id: z.number().int() }),
    geexporteerd_op: z.string(),
    gegevens: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
    geschiedenis: z.array(historyEntry),
  })
  .meta({ id: 'SubjectExport' });
export type SubjectExport = z.infer<typeof subjectExport>;

export const erasureAnswer = z.object({ message: z.string(), verwijderd_op: z.string() });

export const deleteAccountBody = z.object({
  password: z.string({ error: avgMessages.passwordRequired }).min(1, avgMessages.passwordRequired).max(200, avgMessages.passwordWrong),
});

export const deletionLogEntry = z.object({
  id: z.string(),
  wat: z.enum(['account', 'employee', 'conversation']),
  onderwerp_id: z.number().int(),
  account_id: z.number().int(),
  reden: z.enum(['request', 'account_deleted', 'retention_conversation', 'retention_account']),
  verwijderd_door: z.number().int().nullable(),
  mee_verwijderd: z.number().int(),
  verwijderd_op: z.string(),
});
export type DeletionLogEntry = z.infer<typeof deletionLogEntry>;

/** What the deletion log's screens call an erased subject and the reason (admin log, audit page). */
export const deletionWhatLabels: Readonly<Record<DeletionLogEntry['wat'], string>> = {
  account: 'Account',
  employee: 'Medewerker',
  conversation: 'Gesprek',
};
export const deletionReasonLabels: Readonly<Record<DeletionLogEntry['reden'], string>> = {
  request: 'Op verzoek',
  account_deleted: 'Account verwijderd',
  retention_conversation: 'Bewaartermijn gesprek (7 jaar)',
  retention_account: 'Bewaartermijn account (2 jaar)',
};

export const deletionLogQuery = z.object({
  limit: z.coerce
    .number({ error: 'Ongeldig aantal' })
    .int('Ongeldig aantal')
    .min(1, 'Ongeldig aantal')
    .max(500, 'Ongeldig aantal')
    .optional(),
});

export const avgApi = endpointGroup('AVG', {
  employeeExport: endpoint({
    method: 'get',
    path: '/employees/{id}/export',
    access: 'user',
    roles: roles.hr,
    summary: 'Alles wat we over een medewerker bewaren, met de geschiedenis (JSON, of .xlsx met ?format=xlsx)',
    params: employeeParams,
    query: exportQuery,
    response: subjectExport,
    errors: { 404: 'Geen medewerker van deze gebruiker' },
  }),
  accountExport: endpoint({
    method: 'get',
    path: '/hr/export',
    tokens: false,
    access: 'user',
    roles: roles.owner,
    summary: 'Alles wat we over het eigen account bewaren, met de geschiedenis (JSON, of .xlsx met ?format=xlsx)',
    query: exportQuery,
    response: subjectExport,
  }),
  eraseEmployee: endpoint({
    method: 'delete',
    path: '/employees/{id}/personal-data',
    access: 'user',
    roles: roles.hr,
    summary: 'Verwijder de persoonsgegevens van een medewerker (crypto-shredding)',
    params: employeeParams,
    response: erasureAnswer,
    errors: { 404: 'Geen medewerker van deze gebruiker', 409: 'Al verwijderd' },
  }),
  deleteAccount: endpoint({
    // POST: a body on DELETE is not read by every client and proxy (nor by our body parser).
    method: 'post',
    path: '/hr/delete-account',
    tokens: false,
    access: 'user',
    roles: roles.everyone,
    summary: 'Verwijder het eigen account met alles erin, na bevestiging met het wachtwoord',
    body: deleteAccountBody,
    response: erasureAnswer,
    errors: { 403: 'Wachtwoord onjuist', 409: 'Eerst het betaalde abonnement annuleren', 429: 'Te veel pogingen' },
  }),
  workspaceDeletionLog: endpoint({
    method: 'get',
    path: '/avg/deletion-log',
    access: 'user',
    roles: roles.hrAndAuditor,
    summary: 'Het verwijderlogboek van deze werkruimte: wat, wanneer en waarom verwijderd is (geen persoonsgegevens)',
    query: deletionLogQuery,
    response: z.array(deletionLogEntry),
  }),
  deletionLog: endpoint({
    method: 'get',
    path: '/admin/deletion-log',
    access: 'admin',
    summary: 'Het verwijderlogboek: wat, wanneer en waarom verwijderd is (geen persoonsgegevens)',
    query: deletionLogQuery,
    response: z.array(deletionLogEntry),
  }),
});
