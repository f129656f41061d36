import useSWR from 'swr';
import { apiFetch } from '../../../api/client';

export interface Employee {
  id: number;
  naam: string;
  email: string;
  bedrijf_id: number;
  bedrijf_naam: string;
  actief: boolean;
}

const EMPLOYEES_PATH = '/employees';

function fetchEmployees(path: string): Promise<Employee[]> {
  return apiFetch<Employee[]>(path);
}

/** Active employees, or all of them when `includeInactive` (the show-inactive checkbox). */
export function useEmployees(includeInactive = false) {
  return useSWR<Employee[], Error>(includeInactive ? `${EMPLOYEES_PATH}?includeInactive=1` : EMPLOYEES_PATH, fetchEmployees);
}
