import { formatDutch } from '../../../../contracts/dutch-time';
import { STATUS_LABELS } from '../../../../contracts/conversations';
import type { ConversationFacts, GoalFacts } from '../port';
import { clip, daysBetween, dutchDate, sentences } from './text';

/** Shared wording of the report and the tips. */

export const percent = (progress: number) => `${progress * 10}%`;
export const quoteGoal = (goal: { description: string }) => `“${clip(goal.description.replace(/[.\s]+$/, ''), 90)}”`;

export function averageProgress(goals: readonly GoalFacts[]): number | null {
  if (goals.length === 0) return null;
  return Math.round((goals.reduce((sum, g) => sum + g.progress, 0) / goals.length) * 10) / 10;
}

export const decimal = (n: number) => n.toLocaleString('nl-NL', { maximumFractionDigits: 1 });

export function deadlineText(goal: GoalFacts, today: string): string {
  if (!goal.deadline) return 'geen deadline';
  const days = daysBetween(today, goal.deadline);
  if (days < 0) return `deadline ${dutchDate(goal.deadline)} (${-days} ${-days === 1 ? 'dag' : 'dagen'} verlopen)`;
  if (days === 0) return `deadline vandaag (${dutchDate(goal.deadline)})`;
  return `deadline ${dutchDate(goal.deadline)} (nog ${days} ${days === 1 ? 'dag' : 'dagen'})`;
}

export const isOverdue = (goal: GoalFacts, today: string) => goal.deadline !== null && goal.deadline < today && goal.progress < 10;

export function conversationLine(facts: ConversationFacts): string {
  return `Gesprek op ${formatDutch(facts.scheduledAt)} met ${facts.employeeName} (${facts.companyName}), status ${STATUS_LABELS[facts.status].toLowerCase()}, gevoerd door ${facts.ownerName}.`;
}

const KEY_WORDS =
  /\b(afspraak|afspraken|afgesproken|spreken af|actie|volgende|plan|doel|wil|wilt|gaat|gaan|moet|ambitie|opleiding|cursus|training|feedback|zorg|knelpunt|compliment|tevreden|lastig|werkdruk|verbeter)/iu;

/** The sentences of the note that carry agreements and intentions, in their own order (at most `max`). */
export function keySentences(report: string, max: number): string[] {
  const all = sentences(report);
  if (all.length <= max) return all.map((s) => clip(s, 300));
  const scored = all.map((text, index) => ({
    text,
    index,
    score: (KEY_WORDS.test(text) ? 2 : 0) + (/\d/.test(text) ? 1 : 0) + (text.length >= 40 && text.length <= 240 ? 1 : 0),
  }));
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index)
    .map((s) => clip(s.text, 300));
}
