import useSWR from 'swr';
import { apiFetch } from '../../../api/client';
import type { NamedItem } from './catalogue';

const BRANCHES_PATH = '/branches';

function fetchBranches(path: string): Promise<NamedItem[]> {
  return apiFetch<NamedItem[]>(path);
}

export function useBranches(enabled: boolean) {
  return useSWR<NamedItem[], Error>(enabled ? BRANCHES_PATH : null, fetchBranches);
}
