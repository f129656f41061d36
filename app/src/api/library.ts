import useSWR from 'swr';
import { libraryApi, type LibraryEntry, type LibraryKind } from '../../../contracts/library';
import { call, fetchPath, pathOf } from './client';

/** The goal library (`goal`) or the ambition library (`ambition`); inactive entries only when asked. */
export function useLibrary(
  kind: LibraryKind,
  { includeInactive = false, enabled = true }: { includeInactive?: boolean; enabled?: boolean } = {},
) {
  return useSWR<LibraryEntry[], Error>(enabled ? pathOf(libraryApi[kind].list, { query: { includeInactive } }) : null, fetchPath);
}

export function createLibraryEntry(kind: LibraryKind, omschrijving: string): Promise<LibraryEntry> {
  return call(libraryApi[kind].create, { body: { omschrijving } });
}

export function updateLibraryEntry(kind: LibraryKind, id: number, omschrijving: string, actief: boolean): Promise<LibraryEntry> {
  return call(libraryApi[kind].update, { params: { id: id }, body: { omschrijving, actief } });
}
