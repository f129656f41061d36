import { apiFetch } from '../../../api/client';

export interface ImportRowError {
  line: number;
  reason: string;
}

export interface ImportResult {
  inserted: number;
  skipped: number;
  errors: ImportRowError[];
}

export function importEmployees(file: File, skipFirstRow: boolean): Promise<ImportResult> {
  const form = new FormData();
  form.append('skipFirstRow', skipFirstRow ? '1' : '0');
  form.append('file', file);
  return apiFetch<ImportResult>('/employees/import', { method: 'POST', body: form });
}
