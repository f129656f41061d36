import { apiFetch } from '../../../api/client';
import type { Company } from './use-companies';

export interface CompanyInput {
  naam: string;
  branche: string;
  /** Only sent when editing; a new company is active. */
  actief?: boolean;
}

export function saveCompany(id: number | null, input: CompanyInput): Promise<Company> {
  if (id === null) return apiFetch<Company>('/companies', { method: 'POST', body: { naam: input.naam, branche: input.branche } });
  return apiFetch<Company>(`/companies/${id}`, { method: 'PUT', body: input });
}
