/**
 * Words that travel together in development goals: a topic that names one (by the start of a word)
 * also finds goals with the others, ranked below the topic's own matches. The catalogue holds few
 * goals per exact word ('communicatie' is in 7 of 1,161), so this is what fills a list of twenty.
 */
const GROUPS: string[][] = [
  [
    'communic',
    'feedback',
    'gesprekstechniek',
    'overleg',
    'presentatie',
    'luisteren',
    'informeren',
    'schrijven',
    'overdracht',
    'voorlichting',
  ],
  ['feedback', 'gesprekstechniek', 'reflectie', 'evaluatie', 'communicatie', 'intervisie'],
  ['leiderschap', 'leidinggeven', 'leidinggevend', 'leider', 'coachen', 'coaching', 'begeleiden', 'aansturen', 'delegeren', 'mentor'],
  ['samenwerk', 'team', 'collega', 'overleg', 'overdracht', 'intervisie', 'afstemmen'],
  ['medicat', 'medicijn', 'geneesmiddel', 'toediening', 'aftekenen', 'voorbehouden', 'zorgplan', 'medicatieveiligheid'],
  ['veilig', 'incident', 'protocol', 'bhv', 'risico', 'ongeval', 'arbo', 'hygiëne', 'melding'],
  ['kwaliteit', 'fout', 'controle', 'audit', 'norm', 'klacht', 'protocol', 'inspectie'],
  ['planning', 'plannen', 'prioriteit', 'agenda', 'rooster', 'deadline', 'werkvoorbereiding', 'organiseren'],
  ['timemanagement', 'tijd', 'planning', 'prioriteit', 'agenda', 'deadline'],
  ['klant', 'cliënt', 'patiënt', 'bewoner', 'gast', 'burger', 'service', 'klacht', 'tevredenheid'],
  ['digita', 'systeem', 'software', 'excel', 'ict', 'data', 'dashboard', 'applicatie', 'automatisering', 'e-learning'],
  ['opleiding', 'cursus', 'training', 'scholing', 'certificaat', 'certificering', 'diploma', 'e-learning', 'module', 'kennis'],
  ['loopbaan', 'doorgroeien', 'ambitie', 'functie', 'rol', 'carrière', 'stap', 'meelopen', 'mobiliteit'],
  ['werkdruk', 'verzuim', 'vitaliteit', 'balans', 'stress', 'gezondheid', 'energie', 'herstel', 'grenzen'],
  ['zelfstandig', 'eigenaarschap', 'initiatief', 'verantwoordelijkheid', 'proactief'],
  ['verkoop', 'omzet', 'klant', 'advies', 'conversie', 'marge', 'target'],
  ['presenter', 'presentatie', 'toelichten', 'overleg', 'voorlichting', 'spreken'],
  ['conflict', 'escalatie', 'de-escalatie', 'agressie', 'weerbaarheid', 'lastige'],
  ['inwerk', 'startperiode', 'introductie', 'werkbegeleider', 'wegwijs', 'inwerkperiode'],
  ['ontwikkel', 'leren', 'groei', 'opleiding', 'vaardigheid', 'competentie'],
  ['coach', 'begeleiden', 'mentor', 'intervisie', 'feedback', 'leerling', 'stagiair'],
];

const words = (s: string) =>
  s
    .toLocaleLowerCase('nl-NL')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length >= 3);

/** The related words of every group the topic touches, without the topic's own words. */
export function relatedTerms(topic: string): string {
  const own = words(topic);
  const related = new Set<string>();
  for (const group of GROUPS) {
    if (!own.some((w) => group.some((term) => w.startsWith(term) || term.startsWith(w)))) continue;
    for (const term of group) if (!own.some((w) => w.startsWith(term) || term.startsWith(w))) related.add(term);
  }
  return [...related].join(' ');
}
