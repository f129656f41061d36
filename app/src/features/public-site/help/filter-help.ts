import type { HelpItem } from './help-items';

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('nl-NL');

/** The texts search looks in (SPEC 2): question, answer and category; or title, description and category. */
const searchable = (item: HelpItem) =>
  fold(item.kind === 'faq' ? `${item.question} ${item.answer} ${item.category}` : `${item.title} ${item.description} ${item.category}`);

/** The items that contain the query (case and accents ignored), only videos when asked. */
export function filterHelp(items: readonly HelpItem[], query: string, videosOnly: boolean): HelpItem[] {
  const needle = fold(query.trim());
  return items.filter((item) => (!videosOnly || item.kind === 'video') && (!needle || searchable(item).includes(needle)));
}

/** SPEC 2: the count reads 'gesprek' for one and 'gesprekken' for more. */
export const resultCount = (n: number) => `${n} ${n === 1 ? 'gesprek' : 'gesprekken'}`;
