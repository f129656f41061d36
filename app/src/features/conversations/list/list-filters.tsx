import { useCompanies } from '../../../api/companies';
import {
  conversationStatuses,
  STATUS_LABELS,
  type ConversationSortKey,
  type ConversationStatus,
} from '../../../../../contracts/conversations';
import { Checkbox } from '../../../ui/checkbox';
import { SearchToolbar } from '../../../ui/search-toolbar';
import { Select } from '../../../ui/select';
import type { ListState } from './list-query';

// Inactive companies too: their conversations are still in the list.
const useFilterCompanies = () => useCompanies({ includeInactive: true });

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

const STATUS_OPTIONS = conversationStatuses.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** Company, status and free-text filters, the archive checkbox, and (on phones, where the headers are hidden) the sort order. */
export function ListFilters({ state, searchInput, onSearchInput, onChange }: ListFiltersProps) {
  const companies = useFilterCompanies();
  const sortValue = `${state.sort}-${state.dir}`;
  const sortOptions = SORT_OPTIONS.some((option) => option.value === sortValue)
    ? SORT_OPTIONS
    : [...SORT_OPTIONS, { value: sortValue, label: 'Eigen sortering' }];
  const companyOptions = (companies.data ?? []).map((company) => ({
    value: company.id,
    label: company.actief ? company.naam : `${company.naam} (inactief)`,
  }));
  const unknownCompany = state.company !== null && companies.data && !companies.data.some((company) => company.id === state.company);

  return (
    <SearchToolbar label="Zoeken" labelVisible placeholder="Naam, bedrijf, status, datum" value={searchInput} onChange={onSearchInput}>
      <Select
        label="Bedrijf"
        value={state.company ?? ''}
        onChange={(value) => onChange({ company: value ? Number(value) : null })}
        placeholder="Alle bedrijven"
        options={companyOptions}
      >
        {unknownCompany ? <option value={state.company ?? ''}>Onbekend bedrijf</option> : null}
      </Select>
      <Select
        label="Status"
        value={state.status ?? ''}
        onChange={(value) => onChange({ status: (value || null) as ConversationStatus | null })}
        placeholder="Alle statussen"
        options={STATUS_OPTIONS}
      />
      <Select
        label="Sorteren"
        fieldClassName="pop-filters__sort"
        value={sortValue}
        onChange={(value) => {
          const [sort, dir] = value.split('-') as [ConversationSortKey, 'asc' | 'desc'];
          onChange({ sort, dir });
        }}
        options={sortOptions}
      />
      <Checkbox label="Toon gearchiveerd" checked={state.archived} onChange={(archived) => onChange({ archived })} />
    </SearchToolbar>
  );
}
