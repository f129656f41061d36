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

export function useEmployees() {
  return useSWR<Employee[], Error>(EMPLOYEES_PATH, fetchEmployees);
}
