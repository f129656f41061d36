import useSWR from 'swr';
import { apiFetch } from '../../../api/client';

export interface CompanyOption {
  id: number;
  naam: string;
  actief: boolean;
}

// GET /companies without includeInactive lists only the active companies: the ones an employee may join.
const ACTIVE_COMPANIES_PATH = '/companies';

function fetchCompanyOptions(path: string): Promise<CompanyOption[]> {
  return apiFetch<CompanyOption[]>(path);
}

export function useCompanyOptions(enabled: boolean) {
  return useSWR<CompanyOption[], Error>(enabled ? ACTIVE_COMPANIES_PATH : null, fetchCompanyOptions);
}
