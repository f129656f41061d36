import useSWR from 'swr';
import { apiFetch } from '../../../api/client';
import type { CatalogueTemplate } from './catalogue';

function fetchTemplates(path: string): Promise<CatalogueTemplate[]> {
  return apiFetch<CatalogueTemplate[]>(path);
}

export function useFunctionTemplates(branchId: number | null, functionId: number | null) {
  const key = branchId === null || functionId === null ? null : `/branches/${branchId}/functions/${functionId}/templates`;
  return useSWR<CatalogueTemplate[], Error>(key, fetchTemplates);
}
