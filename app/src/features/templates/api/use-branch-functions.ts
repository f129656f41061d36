import useSWR from 'swr';
import { apiFetch } from '../../../api/client';
import type { NamedItem } from './catalogue';

function fetchFunctions(path: string): Promise<NamedItem[]> {
  return apiFetch<NamedItem[]>(path);
}

export function useBranchFunctions(branchId: number | null) {
  return useSWR<NamedItem[], Error>(branchId === null ? null : `/branches/${branchId}/functions`, fetchFunctions);
}
