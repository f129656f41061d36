import { apiFetch } from '../../../api/client';
import type { LibraryEntry, LibraryKind } from './library-kind';

export function createLibraryEntry(kind: LibraryKind, omschrijving: string): Promise<LibraryEntry> {
  return apiFetch<LibraryEntry>(`/${kind}`, { method: 'POST', body: { omschrijving } });
}

export function updateLibraryEntry(kind: LibraryKind, id: number, omschrijving: string, actief: boolean): Promise<LibraryEntry> {
  return apiFetch<LibraryEntry>(`/${kind}/${id}`, { method: 'PUT', body: { omschrijving, actief } });
}
