import { apiFetch } from '../../../api/client';
import type { Employee } from './use-employees';

export interface EmployeeInput {
  naam: string;
  email: string;
  bedrijf_id: number;
  /** Only sent when editing. */
  actief?: boolean;
}

export function saveEmployee(id: number | null, input: EmployeeInput): Promise<Employee> {
  if (id === null) return apiFetch<Employee>('/employees', { method: 'POST', body: input });
  return apiFetch<Employee>(`/employees/${id}`, { method: 'PUT', body: input });
}
