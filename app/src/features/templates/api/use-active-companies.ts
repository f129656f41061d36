import useSWR from 'swr';
import { apiFetch } from '../../../api/client';

export interface CompanyOption {
  id: number;
  naam: string;
}

/** GET /companies without includeInactive answers only active companies; the key is this feature's own. */
const ACTIVE_COMPANIES_KEY = ['/companies', 'template-company-options'] as const;

function fetchActiveCompanies([path]: readonly [string, string]): Promise<CompanyOption[]> {
  return apiFetch<CompanyOption[]>(path);
}

export function useActiveCompanies(enabled: boolean) {
  return useSWR<CompanyOption[], Error>(enabled ? ACTIVE_COMPANIES_KEY : null, fetchActiveCompanies);
}
