import type { ConversationFacts } from '../port';
import { isOverdue, quoteGoal } from './conversation-lines';
import { daysBetween } from './text';

/** Progress that did not move for this long is stalled. */
export const STALLED_DAYS = 60;
/** A deadline this close with progress below 7 needs attention now. */
const SOON_DAYS = 14;
const HAS_TIME = /\b(binnen|vóór|voor|uiterlijk|eind|einde|week|weken|maand|maanden|kwartaal|jaar|20\d\d)\b/iu;
const HAS_MEASURE =
  /\d|%|\b(minimaal|elke|iedere|wekelijks|maandelijks|één|twee|drie|vier|vijf|zes|tien|alle|certificaat|diploma|afronden|behalen)\b/iu;

/** Tips from rules over the conversation's own facts: what is overdue, stalled, missing or not planned. */
export function conversationTips(facts: ConversationFacts): string {
  const { goals, today, employeeName } = facts;
  const tips: string[] = [];
  for (const goal of goals.filter((g) => isOverdue(g, today))) {
    const days = daysBetween(goal.deadline!, today);
    tips.push(
      `Verlopen deadline: ${quoteGoal(goal)} had ${days} ${days === 1 ? 'dag' : 'dagen'} geleden af moeten zijn en staat op ${goal.progress}/10. Bespreek wat er in de weg zat en spreek een nieuwe, haalbare deadline af.`,
    );
  }
  for (const goal of goals) {
    if (!goal.deadline || goal.progress >= 7 || isOverdue(goal, today)) continue;
    const days = daysBetween(today, goal.deadline);
    if (days <= SOON_DAYS)
      tips.push(
        `Deadline dichtbij: ${quoteGoal(goal)} moet over ${days} ${days === 1 ? 'dag' : 'dagen'} af en staat op ${goal.progress}/10. Kijk samen wat nog haalbaar is.`,
      );
  }
  for (const goal of goals) {
    if (goal.progress >= 5 || isOverdue(goal, today)) continue;
    const since = daysBetween(goal.progressChangedAt ?? goal.addedAt, facts.now);
    if (since >= STALLED_DAYS) {
      tips.push(
        `Voortgang staat stil: ${quoteGoal(goal)} staat al ${since} dagen op ${goal.progress}/10. Maak de volgende stap kleiner en concreter, of stel het doel bij.`,
      );
    }
  }
  if (goals.length === 0)
    tips.push(
      `Geen doelen: leg met ${employeeName} twee of drie SMART-doelen vast, bijvoorbeeld met de AI suggesties in de doelenbibliotheek.`,
    );
  const withoutDeadline = goals.filter((g) => !g.deadline && g.progress < 10);
  if (withoutDeadline.length) {
    tips.push(
      `Geen deadline: ${withoutDeadline.length === 1 ? `${quoteGoal(withoutDeadline[0]!)} heeft` : `${withoutDeadline.length} doelen hebben`} geen deadline. Een datum maakt een doel tijdsgebonden (SMART) en makkelijker te volgen.`,
    );
  }
  for (const goal of goals.filter((g) => !HAS_TIME.test(g.description) && !HAS_MEASURE.test(g.description) && !g.deadline).slice(0, 3)) {
    tips.push(
      `Nog niet SMART: ${quoteGoal(goal)} zegt niet wanneer en waaraan je ziet dat het gelukt is. Gebruik 'AI verbeteren' of maak het doel meetbaar en tijdsgebonden.`,
    );
  }
  if (facts.ambitions.length === 0)
    tips.push(`Geen ambities: vraag ${employeeName} waar hij of zij over twee à drie jaar wil staan en leg dat vast als ambitie.`);
  if (facts.status === 'afgerond' && !facts.report.trim())
    tips.push(
      'Geen gespreksnotitie: het gesprek is afgerond, maar er is niets vastgelegd. Schrijf de belangrijkste afspraken op zolang ze vers zijn.',
    );
  if (!facts.followUp)
    tips.push(
      `Geen vervolg gepland: er staat nog geen volgend gesprek met ${employeeName} in de agenda. Plan er een via Acties, standaard over zes maanden.`,
    );
  for (const goal of goals.filter((g) => g.progress === 10).slice(0, 2)) {
    tips.push(`Behaald: ${quoteGoal(goal)} staat op 10/10. Sta stil bij het resultaat en kies eventueel een doel dat erop voortbouwt.`);
  }
  const lines = [`## Tips voor het gesprek met ${employeeName}`, ''];
  if (tips.length === 0)
    lines.push('Alles ziet er goed uit: de doelen lopen op schema, er zijn ambities vastgelegd en het vervolg is gepland.');
  tips.forEach((tip, i) => lines.push(`${i + 1}) ${tip}`));
  return lines.join('\n');
}
