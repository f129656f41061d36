import type { Conversation, ConversationStatus, ConversationSummary } from '../../../contracts/conversations';
import type { ConversationRow, findConversation } from '../../projections/conversations/queries';

const iso = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d : d.toISOString());

/** A list row as the API shows it (SPEC section 3, POP conversation). */
export function conversationRowToApi(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    bedrijf_id: row.bedrijf_id,
    medewerker_id: row.medewerker_id,
    medewerker_naam: row.medewerker_naam,
    bedrijf_naam: row.bedrijf_naam,
    medewerker_email: row.medewerker_email,
    datum_tijd: iso(row.datum_tijd)!,
    status: row.status as ConversationStatus,
    verslag: row.verslag,
    aantal_doelen: row.aantal_doelen,
    overall_progress: Number(row.overall_progress),
    archiveer_datum: iso(row.archiveer_datum),
    hr_gebruiker_naam: row.hr_gebruiker_naam,
    last_modified_at: iso(row.last_modified_at)!,
  } satisfies ConversationSummary;
}

/** The detail: the row with its goals and ambitions. */
export function conversationToApi(found: NonNullable<Awaited<ReturnType<typeof findConversation>>>): Conversation {
  return { ...conversationRowToApi(found), goals: found.goals, ambitions: found.ambitions } satisfies Conversation;
}
