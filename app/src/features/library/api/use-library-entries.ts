import useSWR from 'swr';
import { apiFetch } from '../../../api/client';
import type { LibraryEntry, LibraryKind } from './library-kind';

function libraryPath(kind: LibraryKind, includeInactive: boolean): string {
  return includeInactive ? `/${kind}?includeInactive=1` : `/${kind}`;
}

function fetchEntries(path: string): Promise<LibraryEntry[]> {
  return apiFetch<LibraryEntry[]>(path);
}

export function useLibraryEntries(kind: LibraryKind, includeInactive: boolean) {
  return useSWR<LibraryEntry[], Error>(libraryPath(kind, includeInactive), fetchEntries);
}
