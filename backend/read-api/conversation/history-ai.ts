import type { AiFeature } from '../../../events/ai-answer';
import { textDigest } from '../../../events/ai-answer-digest';
import { conversationCategory, type ConversationEvent } from '../../../events/conversation';
import type { RecordedEvent } from '../../eventstore/port';
import type { AiAnswerRef } from '../../projections/ai-answer/queries';
import type { HistoryEntry } from '../../../contracts/conversations';

const FEATURE_SUMMARY: Partial<Record<AiFeature, string>> = {
  'conversation-report': 'AI-verslag opgesteld',
  'conversation-tips': 'AI-tips opgesteld',
};

/** The text an event writes into the conversation, if it writes one. */
function writtenText(event: ConversationEvent): string | null {
  switch (event.type) {
    case 'ConversationPlanned':
      return event.data.report;
    case 'ConversationReportWritten':
      return event.data.report;
    case 'GoalAdded':
    case 'GoalDescriptionChanged':
    case 'AmbitionAdded':
    case 'AmbitionDescriptionChanged':
      return event.data.description;
    case 'GoalNoteChanged':
    case 'AmbitionNoteChanged':
      return event.data.note;
    default:
      return null;
  }
}

/** Digests of every text the conversation's events wrote: to look up which of them the AI wrote. */
export function writtenDigests(events: readonly RecordedEvent[]): string[] {
  const digests = new Set<string>();
  for (const event of events) {
    const text = conversationCategory.is(event) ? writtenText(event) : null;
    if (text?.trim()) digests.add(textDigest(text));
  }
  return [...digests];
}

const aiOf = (answer: AiAnswerRef) => ({
  callId: answer.callId,
  feature: answer.feature,
  provider: answer.provider,
  model: answer.model,
  at: answer.at,
});

/** Marks a change whose text is exactly what the AI wrote before it, so the Log shows AI text as such. */
export function markAiText(entry: HistoryEntry, event: RecordedEvent & ConversationEvent, answers: readonly AiAnswerRef[]): HistoryEntry {
  const text = writtenText(event);
  if (!text?.trim()) return entry;
  const digest = textDigest(text);
  const source = answers.find((a) => a.outputDigest === digest && a.at <= event.recordedAt);
  return source ? { ...entry, summary: `${entry.summary} (tekst van AI)`, ai: aiOf(source) } : entry;
}

/** The AI's reports and tips for this conversation, placed in the timeline after the change before them. */
export function withAiAnswers(
  entries: HistoryEntry[],
  conversationId: number,
  answers: readonly AiAnswerRef[],
  names: ReadonlyMap<number, string>,
): HistoryEntry[] {
  const own = answers
    .filter((a) => a.conversationId === conversationId && FEATURE_SUMMARY[a.feature])
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  if (own.length === 0) return entries;
  const merged = [...entries];
  for (const answer of own) {
    const before = entries.filter((e) => e.at <= answer.at).at(-1);
    const entry: HistoryEntry = {
      position: before?.position ?? 0,
      at: answer.at,
      actor: { id: answer.actorId ?? answer.ownerId, naam: names.get(answer.actorId ?? answer.ownerId) || 'Onbekend' },
      type: 'AiAnswerRecorded',
      summary: `${FEATURE_SUMMARY[answer.feature]!} (${answer.provider === 'offline' ? 'offline AI' : `AI, model ${answer.model}`})`,
      changes: [{ field: 'ai_tekst', label: 'Tekst van AI', old: null, new: answer.output }],
      ai: aiOf(answer),
    };
    const index = merged.findIndex((e) => e.at > answer.at);
    merged.splice(index < 0 ? merged.length : index, 0, entry);
  }
  return merged;
}
