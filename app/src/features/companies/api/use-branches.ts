import useSWR from 'swr';
import { apiFetch } from '../../../api/client';

export interface Branch {
  id: number;
  naam: string;
}

const BRANCHES_PATH = '/branches';

function fetchBranches(path: string): Promise<Branch[]> {
  return apiFetch<Branch[]>(path);
}

/** Loaded only while the picker is open. */
export function useBranches(enabled: boolean) {
  return useSWR<Branch[], Error>(enabled ? BRANCHES_PATH : null, fetchBranches);
}
