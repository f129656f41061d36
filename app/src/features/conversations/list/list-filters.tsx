import { useId } from 'react';
import useSWR from 'swr';
import { apiFetch } from '../../../api/client';
import { CONVERSATION_STATUSES, STATUS_LABELS, type ConversationSortKey, type ConversationStatus } from '../api/types';
import type { ListState } from './list-query';

interface CompanyFilterOption {
  id: number;
  naam: string;
  actief: boolean;
}

// Inactive companies too: their conversations are still in the list.
const useFilterCompanies = () => useSWR<CompanyFilterOption[], Error>('/companies?includeInactive=1', (path: string) => apiFetch<CompanyFilterOption[]>(path));

const SORT_OPTIONS: { value: `${ConversationSortKey}-${'asc' | 'desc'}`; label: string }[] = [
  { value: 'datum-desc', label: 'Datum (nieuwste eerst)' },
  { value: 'datum-asc', label: 'Datum (oudste eerst)' },
  { value: 'medewerker-asc', label: 'Medewerker (A-Z)' },
  { value: 'medewerker-desc', label: 'Medewerker (Z-A)' },
  { value: 'bedrijf-asc', label: 'Bedrijf (A-Z)' },
  { value: 'bedrijf-desc', label: 'Bedrijf (Z-A)' },
  { value: 'doelen-desc', label: 'Meeste doelen' },
  { value: 'voortgang-desc', label: 'Hoogste voortgang' },
  { value: 'status-asc', label: 'Status' },
];

interface ListFiltersProps {
  state: ListState;
  searchInput: string;
  onSearchInput: (value: string) => void;
  onChange: (next: Partial<ListState>) => void;
}

/** Company, status and free-text filters, the archive checkbox, and (on phones, where the headers are hidden) the sort order. */
export function ListFilters({ state, searchInput, onSearchInput, onChange }: ListFiltersProps) {
  const companies = useFilterCompanies();
  const searchId = useId();
  const companyId = useId();
  const statusId = useId();
  const sortId = useId();
  const sortValue = `${state.sort}-${state.dir}`;
  const sortOptions = SORT_OPTIONS.some((option) => option.value === sortValue)
    ? SORT_OPTIONS
    : [...SORT_OPTIONS, { value: sortValue, label: 'Eigen sortering' }];

  return (
    <div className="pop-filters">
      <div className="pop-filters__field pop-filters__search">
        <label className="field__label" htmlFor={searchId}>
          Zoeken
        </label>
        <input
          id={searchId}
          type="search"
          className="input"
          placeholder="Naam, bedrijf, status, datum"
          value={searchInput}
          onChange={(event) => onSearchInput(event.target.value)}
        />
      </div>
      <div className="pop-filters__field">
        <label className="field__label" htmlFor={companyId}>
          Bedrijf
        </label>
        <select
          id={companyId}
          className="input"
          value={state.company ?? ''}
          onChange={(event) => onChange({ company: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">Alle bedrijven</option>
          {(companies.data ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {company.actief ? company.naam : `${company.naam} (inactief)`}
            </option>
          ))}
          {state.company !== null && companies.data && !companies.data.some((company) => company.id === state.company) ? (
            <option value={state.company}>Onbekend bedrijf</option>
          ) : null}
        </select>
      </div>
      <div className="pop-filters__field">
        <label className="field__label" htmlFor={statusId}>
          Status
        </label>
        <select
          id={statusId}
          className="input"
          value={state.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || null) as ConversationStatus | null })}
        >
          <option value="">Alle statussen</option>
          {CONVERSATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="pop-filters__field pop-filters__sort">
        <label className="field__label" htmlFor={sortId}>
          Sorteren
        </label>
        <select
          id={sortId}
          className="input"
          value={sortValue}
          onChange={(event) => {
            const [sort, dir] = event.target.value.split('-') as [ConversationSortKey, 'asc' | 'desc'];
            onChange({ sort, dir });
          }}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <label className="pop-filters__checkbox">
        <input type="checkbox" checked={state.archived} onChange={(event) => onChange({ archived: event.target.checked })} />
        Toon gearchiveerd
      </label>
    </div>
  );
}
