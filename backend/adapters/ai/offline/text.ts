/** Small Dutch text helpers of the offline provider: pure, deterministic. */

export const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('nl-NL') + s.slice(1);
export const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s.charAt(0).toLocaleLowerCase('nl-NL') + s.slice(1) : s);

/** How "the same text" is compared: lower case, punctuation to single spaces (as NORM_SQL does). */
export const normalise = (s: string) =>
  s
    .toLocaleLowerCase('nl-NL')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const STOPWORDS = new Set(
  (
    'de het een en of in op aan van voor met door bij naar uit om te tot over als dat die dit deze zijn haar hun zich ' +
    'is was wordt worden werd zal zullen kan kunnen moet moeten wil willen heeft hebben had nog ook niet geen wel meer ' +
    'minder dan maar dus toe af er hier daar waar wat wie hoe per elk elke iedere alle binnen vóór na tijdens zonder ' +
    'minimaal maximaal één twee drie vier vijf zes acht tien eerste komende maand maanden week weken jaar keer samen eigen ' +
    'nieuwe goede waarbij zodat zelf doen maken hem haar ze je jij ik we wij u'
  ).split(' '),
);

/** The content words of a text (lower case, no stop words, at least 4 letters). */
export const contentWords = (s: string): string[] =>
  normalise(s)
    .split(' ')
    .filter((w) => w.length >= 4 && !STOPWORDS.has(w) && !/^\d+$/.test(w));

/** Share of common content words, of the longer text: 1 for the same words, 0 for none in common (a short text inside a long one is not the same). */
export function overlap(a: string, b: string): number {
  const x = new Set(contentWords(a));
  const y = new Set(contentWords(b));
  if (x.size === 0 || y.size === 0) return 0;
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  return common / Math.max(x.size, y.size);
}

/** Sentences of a note, in order (split after . ! ? and at line ends). */
export function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}\d"'“])/u))
    .map((s) => s.replace(/^[-*•]\s*/, '').trim())
    .filter((s) => s.length > 0);
}

const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

/** '2026-03-05' -> '5 maart 2026'. */
export function dutchDate(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

/** '2026-03' -> 'maart 2026'. */
export function dutchMonthName(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${y}`;
}

/** Whole days from day `a` to day `b` (YYYY-MM-DD). */
export const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) / 86_400_000);

/** '1 doel' / '3 doelen'. */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Cut at a word boundary with an ellipsis. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
