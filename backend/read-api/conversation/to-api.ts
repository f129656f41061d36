import type { Conversation, ConversationStatus, ConversationSummary, EmployeeGoal } from '../../../contracts/conversations';
import type { EmployeeGoalRow, FoundConversation } from '../../projections/conversation/queries';
import type { ConversationReadRow } from '../../projections/conversation/tables';

/*
 * The one place where the read model's English columns become the contract's Dutch JSON fields
 * (SPEC section 3, POP conversation).
 */

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** A list row as the API shows it. */
export function conversationRowToApi(row: ConversationReadRow): ConversationSummary {
  return {
    id: row.id,
    bedrijf_id: row.company_id,
    medewerker_id: row.employee_id,
    medewerker_naam: row.employee_name,
    bedrijf_naam: row.company_name,
    medewerker_email: row.employee_email,
    datum_tijd: row.scheduled_at.toISOString(),
    status: row.status as ConversationStatus,
    verslag: row.report,
    aantal_doelen: row.goal_count,
    overall_progress: row.overall_progress,
    archiveer_datum: iso(row.archived_at),
    hr_gebruiker_naam: row.owner_name,
    last_modified_at: row.last_modified_at.toISOString(),
  } satisfies ConversationSummary;
}

/** The detail: the row with its goals and ambitions. */
export function conversationToApi(found: FoundConversation): Conversation {
  return {
    ...conversationRowToApi(found),
    goals: found.goals.map((g) => ({
      id: g.id,
      omschrijving: g.description,
      notitie: g.note,
      voortgang: g.progress,
      deadline: g.deadline,
    })),
    ambitions: found.ambitions.map((a) => ({ id: a.id, omschrijving: a.description, notitie: a.note })),
  } satisfies Conversation;
}

/** One of an employee's goals with its conversation's date and status (growth view). */
export const employeeGoalToApi = (g: EmployeeGoalRow): EmployeeGoal => ({
  id: g.id,
  omschrijving: g.description,
  notitie: g.note,
  voortgang: g.progress,
  deadline: g.deadline,
  pop_id: g.conversation_id,
  datum_tijd: g.scheduled_at.toISOString(),
  status: g.status as ConversationStatus,
});
