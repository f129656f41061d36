import useSWR from 'swr';
import { employeeApi, type Employee, type EmployeeInput, type ImportResult } from '../../../contracts/employees';
import { call, fetchPath, pathOf } from './client';

/** Active employees, or all of them with `includeInactive` (the show-inactive checkbox). */
export function useEmployees({ includeInactive = false, enabled = true }: { includeInactive?: boolean; enabled?: boolean } = {}) {
  return useSWR<Employee[], Error>(enabled ? pathOf(employeeApi.list, { query: { includeInactive } }) : null, fetchPath);
}

export function saveEmployee(id: number | null, input: EmployeeInput): Promise<Employee> {
  if (id === null) return call(employeeApi.create, { body: input });
  return call(employeeApi.update, { params: { id: id }, body: input });
}

/** The spreadsheet import: multipart with the file and skipFirstRow. */
export function importEmployees(file: File, skipFirstRow: boolean): Promise<ImportResult> {
  const form = new FormData();
  form.append('skipFirstRow', skipFirstRow ? '1' : '0');
  form.append('file', file);
  return call(employeeApi.import, { body: form });
}
