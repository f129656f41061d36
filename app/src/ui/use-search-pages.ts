import { useState } from 'react';

/**
 * A list searched and paged in the browser: the items that match the search, the page of them to show,
 * and `refilter`, which wraps the setter of any other filter so that a change of what is listed goes back
 * to the first page (the search's own setter does so already).
 */
export function useSearchPages<T>(items: readonly T[] | undefined, matches: (item: T, needle: string) => boolean, pageSize: number) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const refilter =
    <V>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };

  /** The search, trimmed and in lower case; empty matches everything. */
  const needle = query.trim().toLowerCase();
  const filtered = (items ?? []).filter((item) => matches(item, needle));
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pageCount);
  const visible = filtered.slice((current - 1) * pageSize, current * pageSize);
  return { query, setQuery: refilter(setQuery), needle, filtered, visible, page: current, pageCount, setPage, refilter };
}
