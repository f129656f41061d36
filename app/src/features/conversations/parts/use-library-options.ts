import useSWR from 'swr';
import { apiFetch } from '../../../api/client';

export interface LibraryOption {
  id: number;
  omschrijving: string;
  actief: boolean;
}

/** The active entries of the goal or ambition library (GET /goals, GET /ambitions), to pick from. */
export function useLibraryOptions(kind: 'goals' | 'ambitions') {
  return useSWR<LibraryOption[], Error>(`/${kind}`, (path: string) => apiFetch<LibraryOption[]>(path));
}
