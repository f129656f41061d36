import { STATUS_LABELS, conversationStatuses, type ConversationStatus } from '../../../../contracts/conversations';
import type { TrendFacts } from '../port';
import { decimal } from './conversation-lines';
import { goalThemes, recurringWords } from './themes';
import { clip, count, dutchDate, dutchMonthName } from './text';

const share = (n: number, total: number) => (total ? `${Math.round((n / total) * 100)}%` : '0%');
const statusList = (statuses: readonly ConversationStatus[]) => {
  const labels = statuses.map((s) => STATUS_LABELS[s].toLowerCase());
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} of ${labels.at(-1)}` : (labels[0] ?? '');
};

/** Did the average progress rise or fall from the first half of the months to the second? */
function progressTrend(facts: TrendFacts): string | null {
  const months = facts.months.filter((m) => m.averageProgress !== null);
  if (months.length < 2) return null;
  const half = Math.floor(months.length / 2);
  const mean = (list: typeof months) => list.reduce((s, m) => s + m.averageProgress!, 0) / list.length;
  const before = mean(months.slice(0, half));
  const after = mean(months.slice(half));
  const diff = Math.round((after - before) * 10) / 10;
  if (Math.abs(diff) < 0.5) return `De gemiddelde voortgang is over deze periode ongeveer gelijk gebleven (rond ${decimal(after)} van 10).`;
  return `De gemiddelde voortgang is ${diff > 0 ? 'gestegen' : 'gedaald'} van ${decimal(before)} naar ${decimal(after)} van 10.`;
}

/** The trend analysis of a company, written up under numbered capital headings (SPEC 3, Trend analysis result). */
export function trendAnalysis(facts: TrendFacts): string {
  const { conversationCount: total, goalCount: goals, progressBands: bands } = facts;
  const out: string[] = ['1. SAMENVATTING'];
  if (total === 0) {
    out.push(
      `${facts.companyName} heeft geen gesprekken met de status ${statusList(facts.statuses)}. Kies andere statussen of plan eerst gesprekken.`,
    );
    return out.join('\n');
  }
  out.push(
    `${facts.companyName}: ${count(total, 'gesprek', 'gesprekken')} met de status ${statusList(facts.statuses)}, met ${count(facts.employeeCount, 'medewerker', 'medewerkers')} en ${count(goals, 'doel', 'doelen')}` +
      (facts.averageProgress !== null ? `; de gemiddelde voortgang is ${decimal(facts.averageProgress)} van 10.` : '.'),
  );

  out.push('', '2. VOORTGANG VAN DE DOELEN');
  if (goals === 0) out.push('In deze gesprekken zijn nog geen doelen vastgelegd.');
  else {
    out.push(
      `- Nog niet gestart (0): ${bands.none} (${share(bands.none, goals)})`,
      `- Net begonnen (1-4): ${bands.low} (${share(bands.low, goals)})`,
      `- Halverwege (5-7): ${bands.middle} (${share(bands.middle, goals)})`,
      `- (Bijna) behaald (8-10): ${bands.high} (${share(bands.high, goals)})`,
    );
  }

  out.push('', "3. TERUGKERENDE THEMA'S");
  const themes = goalThemes(facts.goalTexts).slice(0, 5);
  if (themes.length === 0) out.push('Er zijn te weinig doelen om terugkerende thema’s te herkennen.');
  for (const t of themes) out.push(`- ${t.theme}: ${count(t.goals, 'doel', 'doelen')} (${share(t.goals, facts.goalTexts.length)})`);
  const words = recurringWords(facts.goalTexts, 8);
  if (words.length) out.push(`Woorden die vaak terugkomen: ${words.map((w) => `${w.word} (${w.goals})`).join(', ')}.`);

  out.push('', '4. VERLOPEN DOELEN');
  if (facts.overdueCount === 0) out.push('Geen doelen met een verlopen deadline.');
  else {
    out.push(
      `${count(facts.overdueCount, 'doel heeft', 'doelen hebben')} een verlopen deadline en ${facts.overdueCount === 1 ? 'is' : 'zijn'} nog niet behaald (${share(facts.overdueCount, goals)} van alle doelen).`,
    );
    for (const o of facts.overdue)
      out.push(`- ${clip(o.description, 120)} (${o.employeeName}, deadline ${dutchDate(o.deadline)}, voortgang ${o.progress}/10)`);
  }

  out.push('', '5. STATUSVERDELING');
  for (const status of conversationStatuses) {
    if (facts.statuses.includes(status))
      out.push(`- ${STATUS_LABELS[status]}: ${facts.statusMix[status]} (${share(facts.statusMix[status], total)})`);
  }

  out.push('', '6. VERLOOP PER MAAND');
  for (const m of facts.months) {
    const parts = conversationStatuses.filter((s) => m.byStatus[s] > 0).map((s) => `${m.byStatus[s]} ${STATUS_LABELS[s].toLowerCase()}`);
    out.push(
      `- ${dutchMonthName(m.month)}: ${count(m.conversations, 'gesprek', 'gesprekken')} (${parts.join(', ')})${m.averageProgress !== null ? `, gemiddelde voortgang ${decimal(m.averageProgress)}` : ''}`,
    );
  }
  const trend = progressTrend(facts);
  if (trend) out.push(trend);

  out.push('', '7. AANBEVELINGEN');
  const advice: string[] = [];
  if (goals && facts.overdueCount / goals > 0.2)
    advice.push('Veel deadlines zijn verlopen: plan per verlopen doel een kort voortgangsgesprek en spreek haalbare nieuwe data af.');
  if (goals && bands.none / goals > 0.3)
    advice.push('Een groot deel van de doelen is nog niet gestart: bespreek per doel de eerste concrete stap.');
  if (goals && bands.high / goals > 0.5)
    advice.push('De meeste doelen zijn (bijna) behaald: tijd om nieuwe, uitdagender doelen te formuleren.');
  if (themes[0])
    advice.push(
      `Het thema "${themes[0].theme}" komt het vaakst terug: een gezamenlijke training of intervisie kan meerdere medewerkers tegelijk helpen.`,
    );
  if (facts.statusMix.gepland > 0 && facts.statuses.includes('gepland'))
    advice.push(
      `Er ${facts.statusMix.gepland === 1 ? 'staat nog 1 gesprek' : `staan nog ${facts.statusMix.gepland} gesprekken`} gepland: bereid ze voor met de doelen en ambities uit eerdere gesprekken.`,
    );
  if (goals === 0)
    advice.push('Leg in de volgende gesprekken per medewerker twee of drie SMART-doelen vast, zodat de voortgang te volgen is.');
  if (advice.length === 0) advice.push('De gesprekken lopen goed: houd het ritme van voortgangsgesprekken vast.');
  for (const a of advice) out.push(`- ${a}`);
  return out.join('\n');
}
