import {
  conversationStatuses,
  type ConversationListQuery,
  type ConversationSortKey,
  type ConversationStatus,
} from '../../../../../contracts/conversations';

/** What the list shows; kept in the query string so links (?status=open) and reloads land on the same view. */
export interface ListState {
  company: number | null;
  status: ConversationStatus | null;
  search: string;
  sort: ConversationSortKey;
  dir: 'asc' | 'desc';
  page: number;
  archived: boolean;
}

export const SORT_KEYS: ConversationSortKey[] = ['medewerker', 'bedrijf', 'datum', 'doelen', 'voortgang', 'status'];
export const DEFAULT_SORT: Pick<ListState, 'sort' | 'dir'> = { sort: 'datum', dir: 'desc' };
export const PAGE_SIZE = 10;

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && Number.isSafeInteger(number) ? number : null;
};

/** Unknown or malformed values fall back to the defaults instead of breaking the page. */
export function parseListState(params: URLSearchParams): ListState {
  const status = params.get('status');
  const sort = params.get('sort');
  const dir = params.get('dir');
  return {
    company: positiveInt(params.get('company')),
    status: conversationStatuses.includes(status as ConversationStatus) ? (status as ConversationStatus) : null,
    search: params.get('search') ?? '',
    sort: SORT_KEYS.includes(sort as ConversationSortKey) ? (sort as ConversationSortKey) : DEFAULT_SORT.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_SORT.dir,
    page: positiveInt(params.get('page')) ?? 1,
    archived: params.get('archived') === '1',
  };
}

/** The query string of a state; defaults are left out so plain links stay short. */
export function listStateToParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.company !== null) params.set('company', String(state.company));
  if (state.status) params.set('status', state.status);
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.sort !== DEFAULT_SORT.sort || state.dir !== DEFAULT_SORT.dir) {
    params.set('sort', state.sort);
    params.set('dir', state.dir);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.archived) params.set('archived', '1');
  return params;
}

/** Clicking the sorted column flips its direction; another column starts ascending (the date newest first). */
export function toggleSort(state: ListState, key: ConversationSortKey): ListState {
  if (state.sort === key) return { ...state, dir: state.dir === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...state, sort: key, dir: key === 'datum' ? 'desc' : 'asc', page: 1 };
}

export function hasFilters(state: ListState): boolean {
  return state.company !== null || state.status !== null || state.search.trim() !== '';
}

export function toConversationQuery(state: ListState): ConversationListQuery {
  return {
    page: state.page,
    pageSize: PAGE_SIZE,
    sort: state.sort,
    dir: state.dir,
    company: state.company ?? undefined,
    status: state.status ?? undefined,
    search: state.search,
    includeArchived: state.archived,
  };
}
