import useSWR from 'swr';
import { apiFetch } from '../../../api/client';

export interface Company {
  id: number;
  naam: string;
  branche: string;
  actief: boolean;
  medewerkers_aantal: number;
}

function companiesPath(includeInactive: boolean): string {
  return includeInactive ? '/companies?includeInactive=1' : '/companies';
}

function fetchCompanies(path: string): Promise<Company[]> {
  return apiFetch<Company[]>(path);
}

export function useCompanies(includeInactive: boolean) {
  return useSWR<Company[], Error>(companiesPath(includeInactive), fetchCompanies);
}
