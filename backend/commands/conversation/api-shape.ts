import type { ConversationRow } from '../../projections/conversations/queries';
import { overallProgress, type ConversationState } from './state';

const iso = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d : d.toISOString());

/** A list row as the API shows it (SPEC section 3, POP conversation). */
export function conversationRowToApi(row: ConversationRow) {
  return {
    id: row.id,
    bedrijf_id: row.bedrijf_id,
    medewerker_id: row.medewerker_id,
    medewerker_naam: row.medewerker_naam,
    bedrijf_naam: row.bedrijf_naam,
    medewerker_email: row.medewerker_email,
    datum_tijd: iso(row.datum_tijd),
    status: row.status,
    verslag: row.verslag,
    aantal_doelen: row.aantal_doelen,
    overall_progress: Number(row.overall_progress),
    archiveer_datum: iso(row.archiveer_datum),
    hr_gebruiker_naam: row.hr_gebruiker_naam,
    last_modified_at: iso(row.last_modified_at),
  };
}

/** The same shape rebuilt from the events (used for `?asOf=`). */
export function conversationStateToApi(state: ConversationState) {
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
