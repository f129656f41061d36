import { contentWords, normalise } from './text';

/** Themes that recur in development goals, each recognised by the starts of its words. */
const THEMES: [string, string[]][] = [
  ['Communicatie en feedback', ['communic', 'feedback', 'overleg', 'presentat', 'luister', 'informeer', 'gesprek']],
  ['Samenwerking in het team', ['samenwerk', 'team', 'collega', 'intervisie', 'overdracht']],
  ['Leiderschap en begeleiding', ['leiding', 'leider', 'coach', 'begeleid', 'mentor', 'delegeer', 'aanstur', 'inwerk']],
  [
    'Vakkennis, opleiding en certificering',
    ['opleiding', 'cursus', 'training', 'scholing', 'certific', 'diploma', 'bevoegd', 'nascholing', 'kennis', 'leren'],
  ],
  ['Kwaliteit en veiligheid', ['kwaliteit', 'veilig', 'protocol', 'incident', 'fout', 'audit', 'controle', 'inspectie', 'hygiën', 'norm']],
  ['Klant- en cliëntgerichtheid', ['klant', 'cliënt', 'client', 'patiënt', 'patient', 'bewoner', 'leerling', 'burger', 'gast', 'service']],
  ['Planning en organisatie', ['planning', 'plannen', 'prioritei', 'organis', 'rooster', 'deadline', 'agenda', 'werkvoorbereid', 'tijd']],
  [
    'Digitale vaardigheden en systemen',
    ['digita', 'systeem', 'software', 'excel', 'dossier', 'ict', 'data', 'applicat', 'automat', 'dashboard'],
  ],
  ['Loopbaan en doorgroei', ['loopbaan', 'doorgroei', 'carrière', 'functie', 'ambitie', 'promotie', 'meeloop']],
  ['Vitaliteit en werkdruk', ['werkdruk', 'verzuim', 'vitalit', 'balans', 'stress', 'gezond', 'energie', 'herstel']],
  ['Zelfstandigheid en eigenaarschap', ['zelfstandig', 'eigenaar', 'initiatief', 'verantwoordelijk', 'proactief']],
  [
    'Resultaten en productiviteit',
    ['omzet', 'productie', 'resultaat', 'target', 'doelstelling', 'efficiën', 'verkoop', 'marge', 'doorlooptijd'],
  ],
];

export interface ThemeCount {
  theme: string;
  goals: number;
}

/** How many goals touch each theme (a goal may touch several), most frequent first; themes no goal touches are left out. */
export function goalThemes(goalTexts: readonly string[]): ThemeCount[] {
  const counts = new Map<string, number>();
  for (const text of goalTexts) {
    const words = normalise(text).split(' ');
    for (const [theme, starts] of THEMES) {
      if (words.some((w) => starts.some((s) => w.startsWith(s)))) counts.set(theme, (counts.get(theme) ?? 0) + 1);
    }
  }
  return [...counts].map(([theme, goals]) => ({ theme, goals })).sort((a, b) => b.goals - a.goals || a.theme.localeCompare(b.theme, 'nl'));
}

/** Content words in at least `min` goals, most frequent first (counted once per goal). */
export function recurringWords(goalTexts: readonly string[], max: number, min = 2): { word: string; goals: number }[] {
  const counts = new Map<string, number>();
  for (const text of goalTexts) for (const word of new Set(contentWords(text))) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts]
    .filter(([, n]) => n >= min)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'nl'))
    .slice(0, max)
    .map(([word, goals]) => ({ word, goals }));
}
