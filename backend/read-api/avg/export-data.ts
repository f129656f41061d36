import type { SubjectExport } from '../../../contracts/avg';
import { DATA_KEYS_SCHEMA } from '../../eventstore/personal-data/data-key-store';
import { type HistoryPages, subjectHistory } from './history';
import { hrUsersTable } from '../../projections/hr-user/tables';

type Deps = Parameters<typeof subjectHistory>[0] & { clock: () => Date };
type Rows = Record<string, unknown>[];

/** An export whose history is still to be read, page by page, as it is written out (export-json.ts, export-xlsx.ts). */
export interface StreamedExport extends Omit<SubjectExport, 'geschiedenis'> {
  geschiedenis: HistoryPages;
}

/** The account's row under the export's Dutch word for its name; the e-mail key is only an index. */
const ACCOUNT_COLUMNS = hrUsersTable.names
  .filter((column) => column !== 'email_key')
  .map((column) => (column === 'name' ? 'name AS naam' : column))
  .join(', ');

const rows = async (deps: Deps, sql: string, params: unknown[]): Promise<Rows> =>
  (await deps.pool.query<Record<string, unknown>>(sql, params)).rows.map(plain);

/** Dates as ISO text, so the JSON answer and the workbook show the same values. */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
}

/** Everything we hold about one employee of `ownerId`: the card, their conversations with goals and ambitions, AI answers, activity, and every event. Undefined when not the owner's. */
export async function employeeExport(deps: Deps, ownerId: number, employeeId: number): Promise<StreamedExport | undefined> {
  const medewerker = await rows(
    deps,
    `SELECT e.id, e.name AS naam, e.email, e.company_id AS bedrijf_id, c.name AS bedrijf_naam, e.active AS actief, e.created_at
       FROM read.employees e LEFT JOIN read.employee_company_names c ON c.id = e.company_id
      WHERE e.id = $1 AND e.owner_id = $2`,
    [employeeId, ownerId],
  );
  if (!medewerker.length) return undefined;
  const gesprekken = await rows(
    deps,
    `SELECT id, company_id AS bedrijf_id, company_name AS bedrijf_naam, employee_name AS medewerker_naam, employee_email AS medewerker_email,
            scheduled_at AS datum_tijd, status, report AS verslag, goal_count AS aantal_doelen, overall_progress::float AS overall_progress,
            archived_at AS archiveer_datum, owner_name AS hr_gebruiker_naam, created_at, last_modified_at
       FROM read.conversations WHERE employee_id = $1 AND owner_id = $2 ORDER BY scheduled_at`,
    [employeeId, ownerId],
  );
  // Every conversation ever planned with the employee, also deleted ones: their keys were made under the employee.
  const { rows: keyed } = await deps.pool.query<{ id: number }>(
    `SELECT split_part(subject, ':', 2)::int AS id FROM ${DATA_KEYS_SCHEMA}.subject_keys WHERE employee_id = $1 AND subject LIKE 'conversation:%'`,
    [employeeId],
  );
  const conversationIds = [...new Set([...gesprekken.map((g) => Number(g.id)), ...keyed.map((k) => k.id)])];
  const ofConversations = [conversationIds, ownerId];
  const gegevens = {
    medewerker,
    gesprekken,
    doelen: await rows(
      deps,
      `SELECT conversation_id AS pop_id, id, description AS omschrijving, note AS notitie, progress AS voortgang, deadline::text AS deadline, created_at
         FROM read.conversation_goals WHERE conversation_id = ANY($1::int[]) AND owner_id = $2 ORDER BY conversation_id, id`,
      ofConversations,
    ),
    ambities: await rows(
      deps,
      `SELECT conversation_id AS pop_id, id, description AS omschrijving, note AS notitie, created_at
         FROM read.conversation_ambitions WHERE conversation_id = ANY($1::int[]) AND owner_id = $2 ORDER BY conversation_id, id`,
      ofConversations,
    ),
    ai_antwoorden: await rows(
      deps,
      `SELECT call_id, conversation_id AS pop_id, feature, provider, model, output, created_at FROM read.ai_answers
        WHERE conversation_id = ANY($1::int[]) AND owner_id = $2 ORDER BY created_at`,
      ofConversations,
    ),
  };
  const geschiedenis = await subjectHistory(deps, {
    streams: [`employee-${employeeId}`, ...conversationIds.map((id) => `pop-${id}`)],
    subjects: [`employee:${employeeId}`, ...conversationIds.map((id) => `conversation:${id}`)],
  });
  return { onderwerp: { soort: 'medewerker', id: employeeId }, geexporteerd_op: deps.clock().toISOString(), gegevens, geschiedenis };
}

/** Everything we hold about the own account: the profile and plan, everything registered under it, and every event written for it. */
export async function accountExport(deps: Deps, ownerId: number): Promise<StreamedExport> {
  const owner = [ownerId];
  const gegevens = {
    account: await rows(deps, `SELECT ${ACCOUNT_COLUMNS} FROM read.hr_users WHERE id = $1`, owner),
    bedrijven: await rows(
      deps,
      `SELECT id, name AS naam, branch AS branche, active AS actief, employee_count AS medewerkers_aantal, created_at
         FROM read.companies WHERE owner_id = $1 ORDER BY id`,
      owner,
    ),
    medewerkers: await rows(
      deps,
      `SELECT id, name AS naam, email, company_id AS bedrijf_id, active AS actief, created_at FROM read.employees WHERE owner_id = $1 ORDER BY id`,
      owner,
    ),
    gesprekken: await rows(
      deps,
      `SELECT id, company_name AS bedrijf_naam, employee_id AS medewerker_id, employee_name AS medewerker_naam,
                employee_email AS medewerker_email, scheduled_at AS datum_tijd, status, report AS verslag, archived_at AS archiveer_datum, created_at
         FROM read.conversations WHERE owner_id = $1 ORDER BY scheduled_at`,
      owner,
    ),
    doelen: await rows(
      deps,
      `SELECT conversation_id AS pop_id, id, description AS omschrijving, note AS notitie, progress AS voortgang, deadline::text AS deadline
         FROM read.conversation_goals WHERE owner_id = $1 ORDER BY conversation_id, id`,
      owner,
    ),
    ambities: await rows(
      deps,
      `SELECT conversation_id AS pop_id, id, description AS omschrijving, note AS notitie FROM read.conversation_ambitions WHERE owner_id = $1 ORDER BY conversation_id, id`,
      owner,
    ),
    bibliotheek: await rows(
      deps,
      `SELECT kind, id, description AS omschrijving, active AS actief, created_at FROM read.library_entries WHERE owner_id = $1 ORDER BY kind, id`,
      owner,
    ),
    templates: await rows(
      deps,
      `SELECT id, company_id AS bedrijf_id, description AS omschrijving,
              (SELECT coalesce(jsonb_agg(jsonb_build_object('omschrijving', g ->> 'description', 'notitie', g ->> 'note') ORDER BY n), '[]')
                 FROM jsonb_array_elements(goals) WITH ORDINALITY AS goal(g, n)) AS goals, created_at
         FROM read.user_templates WHERE owner_id = $1 ORDER BY id`,
      owner,
    ),
    ai_antwoorden: await rows(
      deps,
      `SELECT call_id, conversation_id AS pop_id, feature, provider, model, output, created_at FROM read.ai_answers WHERE owner_id = $1 ORDER BY created_at`,
      owner,
    ),
  };
  const geschiedenis = await subjectHistory(deps, {
    streams: [`hr_user-${ownerId}`, `activity-${ownerId}`, `employee_emails-${ownerId}`],
    subjects: [`account:${ownerId}`],
    tenant: ownerId,
  });
  return { onderwerp: { soort: 'account', id: ownerId }, geexporteerd_op: deps.clock().toISOString(), gegevens, geschiedenis };
}
