import { conversationCategory, type ConversationEvent } from '../../../events/conversation';
import type { RecordedEvent } from '../../eventstore/port';
import { conversationDecider } from './decider';
import { markAiText, withAiAnswers, type AiAnswerRef } from './history-ai';
import type { ConversationState } from './state';
import { unhandled } from '../../platform/unhandled';

export interface HistoryChange {
  field: string;
  label: string;
  old: string | number | null;
  new: string | number | null;
}

export interface HistoryEntry {
  position: number;
  at: string;
  actor: { id: number | null; naam: string };
  type: string;
  summary: string;
  changes: HistoryChange[];
  /** Set when the text is the AI's: an AI report or tips, or a change that saved exactly what the AI wrote. */
  ai?: { callId: string; feature: string; provider: string; model: string; at: string };
}

const quote = (s: string) => `“${s.length > 80 ? `${s.slice(0, 77)}...` : s}”`;
const goalText = (state: ConversationState, id: number) => state.goals.find((g) => g.id === id)?.description ?? `#${id}`;
const ambitionText = (state: ConversationState, id: number) => state.ambitions.find((a) => a.id === id)?.description ?? `#${id}`;
const change = (field: string, label: string, old: HistoryChange['old'], now: HistoryChange['new']): HistoryChange => ({
  field,
  label,
  old,
  new: now,
});

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
      return {
        summary: `Doel toegevoegd: ${quote(event.data.description)}`,
        changes: [change('doel', 'Doel', null, event.data.description)],
      };
    case 'GoalDescriptionChanged':
      return { summary: 'Doel gewijzigd', changes: [change('doel', 'Doel', goalText(before, event.data.goalId), event.data.description)] };
    case 'GoalNoteChanged': {
      const old = before.goals.find((g) => g.id === event.data.goalId)?.note ?? null;
      return {
        summary: `Notitie bij doel ${quote(goalText(before, event.data.goalId))} gewijzigd`,
        changes: [change('notitie', 'Notitie', old, event.data.note)],
      };
    }
    case 'GoalProgressSet': {
      const old = before.goals.find((g) => g.id === event.data.goalId)?.progress ?? null;
      return {
        summary: `Voortgang van doel ${quote(goalText(before, event.data.goalId))} gewijzigd`,
        changes: [change('voortgang', 'Voortgang (0-10)', old, event.data.progress)],
      };
    }
    case 'GoalDeadlineSet': {
      const old = before.goals.find((g) => g.id === event.data.goalId)?.deadline ?? null;
      return {
        summary: `Deadline van doel ${quote(goalText(before, event.data.goalId))} gewijzigd`,
        changes: [change('deadline', 'Deadline', old, event.data.deadline)],
      };
    }
    case 'GoalRemoved':
      return {
        summary: `Doel verwijderd: ${quote(goalText(before, event.data.goalId))}`,
        changes: [change('doel', 'Doel', goalText(before, event.data.goalId), null)],
      };
    case 'AmbitionAdded':
      return {
        summary: `Ambitie toegevoegd: ${quote(event.data.description)}`,
        changes: [change('ambitie', 'Ambitie', null, event.data.description)],
      };
    case 'AmbitionDescriptionChanged':
      return {
        summary: 'Ambitie gewijzigd',
        changes: [change('ambitie', 'Ambitie', ambitionText(before, event.data.ambitionId), event.data.description)],
      };
    case 'AmbitionNoteChanged': {
      const old = before.ambitions.find((a) => a.id === event.data.ambitionId)?.note ?? null;
      return {
        summary: `Notitie bij ambitie ${quote(ambitionText(before, event.data.ambitionId))} gewijzigd`,
        changes: [change('notitie', 'Notitie', old, event.data.note)],
      };
    }
    case 'AmbitionRemoved':
      return {
        summary: `Ambitie verwijderd: ${quote(ambitionText(before, event.data.ambitionId))}`,
        changes: [change('ambitie', 'Ambitie', ambitionText(before, event.data.ambitionId), null)],
      };
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
): HistoryEntry[] {
  let state = conversationDecider.initialState();
  const entries = events
    .filter((recorded) => conversationCategory.is(recorded))
    .map((event): HistoryEntry => {
      const { summary, changes } = describe(state, event);
      state = conversationDecider.evolve(state, event);
      const actorId = event.metadata.actor ? Number(event.metadata.actor) : null;
      const entry: HistoryEntry = {
        position: event.streamPosition,
        at: event.recordedAt,
        actor: { id: actorId, naam: (actorId !== null && names.get(actorId)) || 'Onbekend' },
        type: event.type,
        summary,
        changes,
      };
      return markAiText(entry, event, aiAnswers);
    });
  const first = events[0];
  return first ? withAiAnswers(entries, conversationCategory.idOf(first.streamId), aiAnswers, names) : entries;
}
