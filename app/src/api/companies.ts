import useSWR from 'swr';
import { companyApi, type Company, type CompanyInput } from '../../../contracts/companies';
import { call, fetchPath, pathOf } from './client';

/**
 * The user's companies; without `includeInactive` only the active ones (the only ones a new employee,
 * template or conversation may use). `enabled: false` loads nothing (a closed modal).
 */
export function useCompanies({ includeInactive = false, enabled = true }: { includeInactive?: boolean; enabled?: boolean } = {}) {
  return useSWR<Company[], Error>(enabled ? pathOf(companyApi.list, { query: { includeInactive } }) : null, fetchPath);
}

/**
 * The companies a form offers: the active ones, plus the one the edited item already belongs to even
 * when that one became inactive (listed first), so opening and saving never silently moves the item.
 */
export function companyOptions(companies: Company[] | undefined, current?: { id: number; name: string }) {
  const options = (companies ?? []).map((company) => ({ value: company.id, label: company.naam }));
  if (current && !options.some((option) => option.value === current.id)) {
    options.unshift({ value: current.id, label: current.name || `Bedrijf ${current.id}` });
  }
  return options;
}

/** A new company is active; `actief` is only sent when editing. */
export function saveCompany(id: number | null, input: CompanyInput): Promise<Company> {
  if (id === null) return call(companyApi.create, { body: { naam: input.naam, branche: input.branche } });
  return call(companyApi.update, { params: { id: id }, body: input });
}
