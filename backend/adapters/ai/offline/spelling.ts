/**
 * Spelling of common Dutch HR words: known misspellings, words written apart that belong together,
 * and a missing or doubled letter or two swapped letters in a long HR word. Only words on these
 * lists change; names and everything else are left alone.
 */

/** Correct HR words; a long word one slip away (a doubled or missing letter, two letters swapped) is corrected to one of these. */
const HR_WORDS = (
  'feedback communicatie communiceren communicatief ontwikkeling ontwikkelen ontwikkelgesprek doelstelling doelstellingen ' +
  'medewerker medewerkers leidinggevende leidinggevenden leidinggeven verantwoordelijkheid verantwoordelijkheden ' +
  'functioneringsgesprek beoordelingsgesprek loopbaangesprek voortgangsgesprek exitgesprek startgesprek gesprekken ' +
  'samenwerking samenwerken competenties competentie vaardigheden evaluatie evalueren afspraken afgesproken persoonlijk ' +
  'persoonlijke opleiding opleidingen cursus training trainingen planning prioriteiten prioriteit werkdruk ziekteverzuim ' +
  'thuiswerken teamleider zelfstandig zelfstandigheid initiatief eigenaarschap bijvoorbeeld gemotiveerd motivatie ambitie ' +
  'ambities verbeterpunten verbeterpunt leerdoelen leerdoel resultaten resultaat kwaliteit efficiënt efficiëntie ' +
  'coördinator coördinatie coördineren geïnteresseerd creatief proactief klanttevredenheid klantgericht budget deadline ' +
  'deadlines presentatie presentaties vergadering vergaderingen leiderschap coachen coaching doorgroeien werkzaamheden ' +
  "duidelijk belangrijk verwachtingen verwachting interessant tevreden volgende gesprek collega collega's organisatie " +
  'ontwikkelpunten kwaliteiten talenten talent verbeteren afdeling teamoverleg werkoverleg beoordeling functioneren ' +
  'inwerkperiode inwerken certificaat certificering scholing vakmanschap nauwkeurigheid betrouwbaarheid flexibiliteit ' +
  'klantcontact stressbestendig werkplezier vitaliteit regelmatig maandelijks wekelijks uiteindelijk tijdsplanning'
).split(' ');

/** Misspellings no slip rule catches. */
const KNOWN: Record<string, string> = {
  feedbak: 'feedback',
  feeback: 'feedback',
  feedbeck: 'feedback',
  fietback: 'feedback',
  kommunicatie: 'communicatie',
  communikatie: 'communicatie',
  comunikatie: 'communicatie',
  leidingevende: 'leidinggevende',
  leidinggevnde: 'leidinggevende',
  verantwoordelijkhijd: 'verantwoordelijkheid',
  verantwoordelijkheit: 'verantwoordelijkheid',
  verantwoordlijkheid: 'verantwoordelijkheid',
  funtioneringsgesprek: 'functioneringsgesprek',
  functioneringgesprek: 'functioneringsgesprek',
  beoordelinggesprek: 'beoordelingsgesprek',
  competensies: 'competenties',
  kompetenties: 'competenties',
  vaardigheiden: 'vaardigheden',
  evalutie: 'evaluatie',
  evaluasie: 'evaluatie',
  afsprake: 'afspraken',
  persoonlyk: 'persoonlijk',
  cursis: 'cursus',
  priorteiten: 'prioriteiten',
  prioritijten: 'prioriteiten',
  zelfstandich: 'zelfstandig',
  zelstandig: 'zelfstandig',
  initatief: 'initiatief',
  iniatief: 'initiatief',
  initiatif: 'initiatief',
  collegas: "collega's",
  bijvoorbeld: 'bijvoorbeeld',
  gemotiveert: 'gemotiveerd',
  gemotifeerd: 'gemotiveerd',
  motievatie: 'motivatie',
  ambietie: 'ambitie',
  ambitsie: 'ambitie',
  kwalitijt: 'kwaliteit',
  kwaliteiet: 'kwaliteit',
  efficient: 'efficiënt',
  efficiente: 'efficiënte',
  efficientie: 'efficiëntie',
  efficienter: 'efficiënter',
  coordinator: 'coördinator',
  coordinatie: 'coördinatie',
  coordineren: 'coördineren',
  geinteresseerd: 'geïnteresseerd',
  geintereseerd: 'geïnteresseerd',
  creatif: 'creatief',
  proaktief: 'proactief',
  'pro-actief': 'proactief',
  budjet: 'budget',
  dedline: 'deadline',
  vergadring: 'vergadering',
  leidersschap: 'leiderschap',
  coatchen: 'coachen',
  duidlijk: 'duidelijk',
  duidelyk: 'duidelijk',
  belangerijk: 'belangrijk',
  belangrik: 'belangrijk',
  verwachtigen: 'verwachtingen',
  intressant: 'interessant',
  interresant: 'interessant',
  gespek: 'gesprek',
  gesprec: 'gesprek',
  medwerker: 'medewerker',
  medwerkers: 'medewerkers',
  medewekers: 'medewerkers',
  planing: 'planning',
  samewerking: 'samenwerking',
  samenwerkin: 'samenwerking',
  mischien: 'misschien',
  misschein: 'misschien',
  eigelijk: 'eigenlijk',
};

/** Compounds written apart ('ziekte verzuim'); only where the apart form is never right. */
const JOINED: [RegExp, string][] = [
  [/\b(functionerings|beoordelings|ontwikkel|loopbaan|voortgangs|exit|start|eind)\s+(gesprek(?:ken)?)\b/giu, '$1$2'],
  [/\bziekte\s+verzuim\b/giu, 'ziekteverzuim'],
  [/\bteam\s+leider(s?)\b/giu, 'teamleider$1'],
  [/\bklant\s+tevredenheid\b/giu, 'klanttevredenheid'],
  [/\bverbeter\s+punt(en)?\b/giu, 'verbeterpunt$1'],
  [/\bleer\s+doel(en)?\b/giu, 'leerdoel$1'],
  [/\bwerk\s+overleg\b/giu, 'werkoverleg'],
  [/\bdoor\s+groeien\b/giu, 'doorgroeien'],
  [/\bpop[\s-]gesprek(ken)?\b/giu, 'POP-gesprek$1'],
  [/\bsmart\s+(doel(?:en)?|geformuleerd)\b/giu, 'SMART $1'],
];

const known = new Set(HR_WORDS);

/** Damerau distance 1 by a doubled/undoubled letter or two swapped neighbours (no other slips: too many real words). */
function oneSlip(word: string, target: string): boolean {
  if (Math.abs(word.length - target.length) > 1 || word === target) return false;
  if (word.length === target.length) {
    const diff = [...word].flatMap((c, i) => (c === target[i] ? [] : [i]));
    return diff.length === 2 && diff[1] === diff[0]! + 1 && word[diff[0]!] === target[diff[1]!] && word[diff[1]!] === target[diff[0]!];
  }
  const [long, short] = word.length > target.length ? [word, target] : [target, word];
  for (let i = 0; i < long.length; i++) {
    if (long.slice(0, i) + long.slice(i + 1) === short) return long[i] === long[i - 1] || long[i] === long[i + 1];
  }
  return false;
}

const slipCandidates = new Map<number, string[]>();
for (const w of HR_WORDS)
  for (const n of [w.length - 1, w.length, w.length + 1]) slipCandidates.set(n, [...(slipCandidates.get(n) ?? []), w]);

function correctWord(word: string): string | null {
  const lower = word.toLocaleLowerCase('nl-NL');
  if (known.has(lower)) return null;
  const fix =
    KNOWN[lower] ?? (lower.length >= 8 ? unique((slipCandidates.get(lower.length) ?? []).filter((t) => oneSlip(lower, t))) : null);
  if (!fix) return null;
  return /^\p{Lu}/u.test(word) ? fix.charAt(0).toLocaleUpperCase('nl-NL') + fix.slice(1) : fix;
}

const unique = (found: string[]) => (new Set(found).size === 1 ? found[0]! : null);

/** The text with HR words spelled right, and what changed ("'feedbak' → 'feedback'"). */
export function fixSpelling(text: string): { text: string; fixes: string[] } {
  const fixes: string[] = [];
  let out = text;
  for (const [pattern, replacement] of JOINED) {
    out = out.replace(pattern, (match, ...groups) => {
      const joined = replacement.replace(/\$(\d)/g, (_, n: string) => String(groups[Number(n) - 1] ?? ''));
      const fixed =
        /^\p{Lu}/u.test(match) && !/^POP|^SMART/.test(joined) ? joined.charAt(0).toLocaleUpperCase('nl-NL') + joined.slice(1) : joined;
      if (fixed !== match) fixes.push(`'${match}' → '${fixed}'`);
      return fixed;
    });
  }
  out = out.replace(/[\p{L}'-]+/gu, (word) => {
    const fixed = correctWord(word);
    if (!fixed || fixed === word) return word;
    fixes.push(`'${word}' → '${fixed}'`);
    return fixed;
  });
  return { text: out, fixes: [...new Set(fixes)] };
}
