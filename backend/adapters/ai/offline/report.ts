import { formatDutch } from '../../../../contracts/dutch-time';
import { STATUS_LABELS } from '../../../../contracts/conversations';
import type { ConversationFacts } from '../port';
import {
  averageProgress,
  conversationLine,
  deadlineText,
  decimal,
  isOverdue,
  keySentences,
  percent,
  quoteGoal,
} from './conversation-lines';
import { clip, count, dutchDate } from './text';

/** The conversation report, written from the note, goals, progress, deadlines and ambitions alone. */
export function conversationReport(facts: ConversationFacts): string {
  const { goals, ambitions, today } = facts;
  const average = averageProgress(goals);
  const overdue = goals.filter((g) => isOverdue(g, today));
  const done = goals.filter((g) => g.progress === 10);
  const lines: string[] = [`# Verslag POP-gesprek ${facts.employeeName}`, '', conversationLine(facts), '', '## Samenvatting'];

  const summary = [
    goals.length
      ? `Er ${goals.length === 1 ? 'staat 1 doel' : `staan ${goals.length} doelen`} op de agenda, met een gemiddelde voortgang van ${decimal(average ?? 0)} van 10.`
      : 'Er zijn nog geen doelen vastgelegd.',
    done.length ? `${count(done.length, 'doel is', 'doelen zijn')} behaald.` : '',
    overdue.length ? `${count(overdue.length, 'doel heeft', 'doelen hebben')} een verlopen deadline.` : '',
    ambitions.length
      ? `${facts.employeeName} heeft ${count(ambitions.length, 'ambitie', 'ambities')} benoemd.`
      : 'Er zijn nog geen ambities benoemd.',
  ].filter(Boolean);
  lines.push(summary.join(' '));

  const key = keySentences(facts.report, 6);
  lines.push('', '## Uit de gespreksnotitie');
  if (key.length) for (const sentence of key) lines.push(`- ${sentence}`);
  else lines.push('Er is (nog) geen gespreksnotitie geschreven.');

  lines.push('', '## Doelen en voortgang');
  if (goals.length === 0) lines.push('Nog geen doelen.');
  goals.forEach((goal, i) => {
    lines.push(
      `${i + 1}) ${clip(goal.description, 300)}: voortgang ${goal.progress}/10 (${percent(goal.progress)}), ${deadlineText(goal, today)}.`,
    );
    if (goal.note.trim()) lines.push(`   Notitie: ${clip(goal.note.trim(), 300)}`);
  });

  lines.push('', '## Ambities');
  if (ambitions.length === 0) lines.push('Nog geen ambities vastgelegd.');
  for (const ambition of ambitions)
    lines.push(`- ${clip(ambition.description, 300)}${ambition.note.trim() ? ` (${clip(ambition.note.trim(), 200)})` : ''}`);

  lines.push('', '## Afspraken en vervolg');
  const upcoming = goals
    .filter((g) => g.deadline !== null && g.deadline >= today && g.progress < 10)
    .sort((a, b) => (a.deadline! < b.deadline! ? -1 : 1))[0];
  if (upcoming) lines.push(`- Eerstvolgende deadline: ${quoteGoal(upcoming)} op ${dutchDate(upcoming.deadline!)}.`);
  for (const goal of overdue.slice(0, 5))
    lines.push(`- Nieuwe deadline afspreken voor ${quoteGoal(goal)} (verlopen op ${dutchDate(goal.deadline!)}).`);
  lines.push(
    facts.followUp
      ? `- Vervolggesprek: ${formatDutch(facts.followUp.scheduledAt)} (${STATUS_LABELS[facts.followUp.status].toLowerCase()}).`
      : '- Er is nog geen vervolggesprek gepland.',
  );
  return lines.join('\n');
}
