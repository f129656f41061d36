import type { ConversationAsOf } from '../../../contracts/conversations';
import { overallProgress, type ConversationState } from './state';

/** The conversation's API shape rebuilt from its events (used for `?asOf=`); the route adds asOf. */
export function conversationStateToApi(state: ConversationState): Omit<ConversationAsOf, 'asOf'> {
  return {
    id: state.popId,
    bedrijf_id: state.bedrijfId,
    medewerker_id: state.medewerkerId,
    medewerker_naam: state.medewerkerNaam,
    bedrijf_naam: state.bedrijfNaam,
    medewerker_email: state.medewerkerEmail,
    datum_tijd: state.datumTijd,
    status: state.status,
    verslag: state.verslag,
    aantal_doelen: state.goals.length,
    overall_progress: overallProgress(state.goals),
    archiveer_datum: state.archivedAt,
    hr_gebruiker_naam: state.hrGebruikerNaam,
    last_modified_at: state.lastModifiedAt,
    goals: state.goals.map((g) => ({ id: g.id, omschrijving: g.omschrijving, notitie: g.notitie, voortgang: g.voortgang, deadline: g.deadline })),
    ambitions: state.ambitions.map((a) => ({ id: a.id, omschrijving: a.omschrijving, notitie: a.notitie })),
    deleted: state.deleted,
  };
}
