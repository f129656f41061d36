import type { ConversationAsOf } from '../../../contracts/conversations';
import { conversationCategory } from '../../../events/conversation';
import { overallProgress } from '../../../contracts/progress';
import { evolveConversation, initialConversationState, type ConversationState } from '../../../events/conversation-state';
import { loadAggregate } from '../../eventstore/load-aggregate';
import type { EventStore } from '../../eventstore/port';
import { NotFoundError } from '../../platform/errors';

/** The same fold the decider decides on (events/conversation-state.ts), without the decider. */
export const conversationFold = { initialState: initialConversationState, evolve: evolveConversation };

/** The folded conversation, or 404 when it never existed or is another account's (tenants are sealed). */
export function ownConversation(state: ConversationState, ownerId: number): ConversationState {
  if (!state.exists || state.ownerId !== ownerId) throw new NotFoundError('Gesprek niet gevonden');
  return state;
}

/** `GET /pop/{id}?asOf=`: the conversation as its events had it then (for auditors), also when deleted since. */
export async function conversationAsOf(store: EventStore, ownerId: number, id: number, asOf: Date): Promise<ConversationAsOf> {
  const state = ownConversation(await loadAggregate(store, conversationCategory, conversationFold, id, { asOf }), ownerId);
  return { ...conversationStateToApi(state), asOf: asOf.toISOString() };
}

/** The conversation's API shape rebuilt from its events. */
function conversationStateToApi(state: ConversationState): Omit<ConversationAsOf, 'asOf'> {
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
    overall_progress: overallProgress(state.goals.map((g) => g.progress)),
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
