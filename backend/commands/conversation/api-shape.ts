import type { ConversationAsOf } from '../../../contracts/conversations';
import { overallProgress, type ConversationState } from './state';

/** The conversation's API shape rebuilt from its events (used for `?asOf=`); the route adds asOf. */
export function conversationStateToApi(state: ConversationState): Omit<ConversationAsOf, 'asOf'> {
  return {
    id: state.conversationId,
    bedrijf_id: state.companyId,
    medewerker_id: state.employeeId,
    medewerker_naam: state.employeeName,
    bedrijf_naam: state.companyName,
    medewerker_email: state.employeeEmail,
    datum_tijd: state.scheduledAt,
    status: state.status,
    verslag: state.report,
    aantal_doelen: state.goals.length,
    overall_progress: overallProgress(state.goals),
    archiveer_datum: state.archivedAt,
    hr_gebruiker_naam: state.ownerName,
    last_modified_at: state.lastModifiedAt,
    goals: state.goals.map((g) => ({
      id: g.id,
      omschrijving: g.description,
      notitie: g.note,
      voortgang: g.progress,
      deadline: g.deadline,
    })),
    ambitions: state.ambitions.map((a) => ({ id: a.id, omschrijving: a.description, notitie: a.note })),
    deleted: state.deleted,
  };
}
