import type { ImprovedText, ImproveTextInput } from '../port';
import { fixSpelling } from './spelling';
import { capitalise, lowerFirst } from './text';

const NOTHING = 'De tekst was al in orde: er is niets veranderd.';

/** Addresses keep their dots ('www.bedrijf.nl', 'naam@bedrijf.com'). */
const WEB = /^(https?:\/\/|www\.)|@|\.(nl|com|org|net|eu|be|de|io)\b/i;

/** Spaces and punctuation: one space between words, none before a mark, one after; no doubled marks. */
function fixPunctuation(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([,.;:!?)])/g, '$1')
    .replace(/([(]) +/g, '$1')
    .replace(/([!?,;])\1+/g, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/([,;!?])(?=\p{L})/gu, '$1 ')
    .replace(/\S+/g, (token) => (WEB.test(token) ? token : token.replace(/(?<=\p{Ll}{2})\.(?=\p{L}\p{Ll}{2})/gu, '. ')))
    .replace(/(?<=\p{L}):(?=\p{L})/gu, ': ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const isBullet = (line: string) => /^([-*•]|\d+[.)])\s/.test(line);

/** A capital at the start of every line and sentence; prose lines (not list items) end with a full stop. */
function fixSentences(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (!line) return line;
      const bullet = /^([-*•]|\d+[.)])\s+/.exec(line)?.[0] ?? '';
      let body = line.slice(bullet.length);
      body = capitalise(body).replace(/([.!?]\s+)(\p{Ll})/gu, (_, gap: string, c: string) => gap + c.toLocaleUpperCase('nl-NL'));
      const words = body.split(/\s+/).length;
      if (!isBullet(line) && words >= 3 && /[\p{L}\p{N})]$/u.test(body)) body += '.';
      return bullet + body;
    })
    .join('\n');
}

const TIME_BOUND =
  /\b(binnen|vóór|voor\s+(?:het|de|eind|begin|\d)|uiterlijk|per\s+\d|eind|einde|begin|deadline|kwartaal|q[1-4]|week|weken|maand|maanden|jaar|jaarlijks|januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december|20\d\d|\d{1,2}[-/]\d{1,2})\b/iu;
const MEASURABLE =
  /\d|%|\b(minimaal|maximaal|ten\s*minste|elke|iedere|wekelijks|maandelijks|dagelijks|per\s+(?:dag|week|maand)|aantal|score|cijfer|procent|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|alle|certificaat|diploma|afronden|behalen|afgerond|behaald)\b/iu;
const VAGUE: [RegExp, string][] = [
  [/\b(?:proberen|probeer|probeert)\s+(?:om\s+)?((?:[\p{L}'-]+\s+){0,4}?)te\s+/giu, '$1'],
  [/\bmisschien\s+/giu, ''],
  [/\bzo\s+mogelijk\s+/giu, ''],
];
/** "Ik wil ...": the time box goes after the modal verb, so Dutch word order stays right. */
const SUBJECT_VERB =
  /^((?:ik|wij|we|hij|zij|ze|jij|je|de medewerker|het team)\s+(?:wil|wilt|willen|ga|gaat|gaan|zal|zult|zullen|moet|moeten|kan|kunnen))\s+/iu;

/** SMART phrasing of a goal: no hedging, a time box and a measurable result when they are missing. */
function smart(goal: string): { text: string; changes: string[] } {
  const changes: string[] = [];
  let text = goal.replace(/[.!\s]+$/, '');
  for (const [pattern, replacement] of VAGUE) {
    const next = text.replace(pattern, replacement);
    if (next !== text) changes.push('Vage formulering weggehaald (Specifiek): geen "proberen" of "misschien" meer');
    text = next;
  }
  const measurable = MEASURABLE.test(text);
  if (!TIME_BOUND.test(text)) {
    const subject = SUBJECT_VERB.exec(text);
    text = subject ? `${subject[1]} binnen drie maanden ${text.slice(subject[0].length)}` : `Binnen drie maanden ${lowerFirst(text)}`;
    changes.push('Tijdsgebonden gemaakt (SMART): "binnen drie maanden"; pas de termijn zo nodig aan');
  }
  if (!measurable) {
    text += ', gemeten aan een concreet resultaat dat in het volgende POP-gesprek wordt besproken';
    changes.push('Meetbaar gemaakt (SMART): het resultaat wordt in het volgende POP-gesprek besproken');
  }
  return { text: `${capitalise(text)}.`, changes: [...new Set(changes)] };
}

/** 'Improve text' without a model: spelling of HR words, punctuation, capitals; goals also SMART. */
export function improveText({ text, kind }: ImproveTextInput): ImprovedText {
  const changes: string[] = [];
  const spelled = fixSpelling(text.trim());
  if (spelled.fixes.length) changes.push(`Spelling: ${spelled.fixes.join(', ')}`);
  const punctuated = fixPunctuation(spelled.text);
  if (punctuated !== spelled.text.trim()) changes.push('Spaties en leestekens rechtgezet');
  let result = fixSentences(punctuated);
  if (result !== punctuated) changes.push('Hoofdletters aan het begin van zinnen en punten aan het eind');
  if (kind === 'doel') {
    const goal = smart(result);
    if (goal.text !== result) changes.push(...goal.changes);
    result = goal.text;
  }
  if (kind === 'ambitie' || kind === 'doel') result = result.replace(/\n+/g, ' ');
  return { text: result, changes: changes.length ? changes : [NOTHING] };
}
