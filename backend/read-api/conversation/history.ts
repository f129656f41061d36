import { conversationCategory, conversationStream, type ConversationEvent } from '../../../events/conversation';
import {
  evolveConversation,
  initialConversationState,
  type ConversationAmbitionState,
  type ConversationState,
} from '../../../events/conversation-state';
import type { HistoryChange, HistoryEntry } from '../../../contracts/conversations';
import { foldRecorded } from '../../eventstore/load-aggregate';
import type { EventStore, RecordedEvent } from '../../eventstore/port';
import type { Queryable } from '../../platform/db';
import { unhandled } from '../../../events/unhandled';
import { idFrom } from '../../../events/data-subjects';
import { aiAnswersForConversation, type AiAnswerRef } from '../../projections/ai-answer/queries';
import { conversationFold, ownConversation } from './as-of';
import { markAiText, withAiAnswers, writtenDigests } from './history-ai';
import { apiTokenNames } from '../../projections/api-token/queries';

const quote = (s: string) => `“${s.length > 80 ? `${s.slice(0, 77)}...` : s}”`;
const change = (field: string, label: string, old: HistoryChange['old'], now: HistoryChange['new']): HistoryChange => ({
  field,
  label,
  old,
  new: now,
});

/** The goal or ambition an event names, as it stood before the event: its noun (the field), label, note and text. */
function itemBefore(state: ConversationState, ref: { goalId: number } | { ambitionId: number }) {
  const goal = 'goalId' in ref;
  const id = goal ? ref.goalId : ref.ambitionId;
  const items: readonly ConversationAmbitionState[] = goal ? state.goals : state.ambitions;
  const found = items.find((item) => item.id === id);
  return {
    noun: goal ? 'doel' : 'ambitie',
    label: goal ? 'Doel' : 'Ambitie',
    note: found?.note ?? null,
    text: found?.description ?? `#${id}`,
  };
}
const goalBefore = (state: ConversationState, goalId: number) => state.goals.find((g) => g.id === goalId);

/** What one event changed, in Dutch, with the old and new values (read from the state before it). */
function describe(before: ConversationState, event: ConversationEvent): { summary: string; changes: HistoryChange[] } {
  switch (event.type) {
    case 'ConversationPlanned':
      return {
        summary: `Gesprek gepland met ${event.data.employeeName} (${event.data.companyName})`,
        changes: [change('datum_tijd', 'Datum en tijd', null, event.data.scheduledAt), change('status', 'Status', null, event.data.status)],
      };
    case 'ConversationRescheduled':
      return {
        summary: 'Datum en tijd gewijzigd',
        changes: [change('datum_tijd', 'Datum en tijd', before.scheduledAt, event.data.scheduledAt)],
      };
    case 'ConversationStatusChanged':
      return {
        summary: `Status gewijzigd naar ${event.data.status}`,
        changes: [change('status', 'Status', before.status, event.data.status)],
      };
    case 'ConversationReportWritten':
      return { summary: 'Gespreksnotitie bijgewerkt', changes: [change('verslag', 'Gespreksnotitie', before.report, event.data.report)] };
    case 'GoalAdded':
    case 'AmbitionAdded': {
      const { noun, label } = itemBefore(before, event.data);
      return {
        summary: `${label} toegevoegd: ${quote(event.data.description)}`,
        changes: [change(noun, label, null, event.data.description)],
      };
    }
    case 'GoalDescriptionChanged':
    case 'AmbitionDescriptionChanged': {
      const { noun, label, text } = itemBefore(before, event.data);
      return { summary: `${label} gewijzigd`, changes: [change(noun, label, text, event.data.description)] };
    }
    case 'GoalNoteChanged':
    case 'AmbitionNoteChanged': {
      const { noun, note, text } = itemBefore(before, event.data);
      return {
        summary: `Notitie bij ${noun} ${quote(text)} gewijzigd`,
        changes: [change('notitie', 'Notitie', note, event.data.note)],
      };
    }
    case 'GoalProgressSet':
      return {
        summary: `Voortgang van doel ${quote(itemBefore(before, event.data).text)} gewijzigd`,
        changes: [change('voortgang', 'Voortgang (0-10)', goalBefore(before, event.data.goalId)?.progress ?? null, event.data.progress)],
      };
    case 'GoalDeadlineSet':
      return {
        summary: `Deadline van doel ${quote(itemBefore(before, event.data).text)} gewijzigd`,
        changes: [change('deadline', 'Deadline', goalBefore(before, event.data.goalId)?.deadline ?? null, event.data.deadline)],
      };
    case 'GoalRemoved':
    case 'AmbitionRemoved': {
      const { noun, label, text } = itemBefore(before, event.data);
      return { summary: `${label} verwijderd: ${quote(text)}`, changes: [change(noun, label, text, null)] };
    }
    case 'TemplateGoalsCopied':
      return {
        summary: `${event.data.goals.length} ${event.data.goals.length === 1 ? 'doel' : 'doelen'} overgenomen uit template ${quote(event.data.templateName)}`,
        changes: event.data.goals.map((g) => change('doel', 'Doel', null, g.description)),
      };
    case 'ConversationArchived':
      return { summary: 'Gesprek gearchiveerd', changes: [change('archiveer_datum', 'Archief', null, event.data.at)] };
    case 'ConversationUnarchived':
      return { summary: 'Gesprek uit het archief gehaald', changes: [change('archiveer_datum', 'Archief', before.archivedAt, null)] };
    case 'ConversationDeleted':
      return { summary: 'Gesprek verwijderd', changes: [] };
    case 'InvitationSent':
      if (event.data.method === 'CANCEL') return { summary: 'Afspraak geannuleerd', changes: [] };
      return { summary: event.data.sequence > 0 ? 'Uitnodiging bijgewerkt' : 'Uitnodiging verstuurd', changes: [] };
    case 'ReminderSent':
      return { summary: 'Herinnering verstuurd', changes: [] };
    default:
      return unhandled(event);
  }
}

/**
 * Every event of a conversation as a readable change: who, when, what, old and new value; with the
 * owner's AI answers, the AI's reports and tips in between and texts the AI wrote marked as such.
 */
export function conversationHistory(
  events: readonly RecordedEvent[],
  names: ReadonlyMap<number, string>,
  aiAnswers: readonly AiAnswerRef[] = [],
  tokenNames: ReadonlyMap<string, string> = new Map(),
): HistoryEntry[] {
  let state = initialConversationState();
  const entries = events
    .filter((recorded) => conversationCategory.is(recorded))
    .map((event): HistoryEntry => {
      const { summary, changes } = describe(state, event);
      state = evolveConversation(state, event);
      const actorId = idFrom(event.metadata.actor);
      // An actor that is no member (the reminder reactor) is the product itself.
      const member = actorId === null && event.metadata.actor ? 'POP Planner' : (actorId !== null && names.get(actorId)) || 'Onbekend';
      const token = event.metadata.viaToken;
      // A change made through a personal API token says so: an integration, not the member's own hand.
      const naam = token === undefined ? member : `${member} via API-token ${tokenNames.get(token) ?? 'onbekend'}`;
      const entry = {
        position: event.streamPosition,
        at: event.recordedAt,
        actor: { id: actorId, naam },
        type: event.type,
        summary,
        changes,
      } satisfies HistoryEntry;
      return markAiText(entry, event, aiAnswers);
    });
  const first = events[0];
  return first ? withAiAnswers(entries, conversationCategory.idOf(first.streamId), aiAnswers, names) : entries;
}

/** GET /pop/{id}/history: also for a deleted conversation, whose history is what an auditor needs most. */
export async function readConversationHistory(store: EventStore, db: Queryable, ownerId: number, id: number): Promise<HistoryEntry[]> {
  const events = await store.readStream(conversationStream(id));
  ownConversation(foldRecorded(conversationCategory, conversationFold, events), ownerId);
  const aiAnswers = await aiAnswersForConversation(db, ownerId, id, writtenDigests(events));
  const actors = new Set([ownerId, ...events.map((e) => Number(e.metadata.actor)), ...aiAnswers.map((a) => a.actorId ?? ownerId)]);
  const { rows } = await db.query<{ id: number; name: string }>('SELECT id, name FROM read.hr_users WHERE id = ANY($1)', [
    [...actors].filter(Number.isInteger),
  ]);
  const tokens = await apiTokenNames(db, [...new Set(events.flatMap((e) => e.metadata.viaToken ?? []))]);
  return conversationHistory(events, new Map(rows.map((r) => [r.id, r.name])), aiAnswers, tokens);
}
