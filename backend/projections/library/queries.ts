import type { Queryable } from '../../platform/db';
import type { LibraryKind } from '../../../contracts/library';
import { libraryEntriesTable, type LibraryEntryRow } from './tables';

const columns = libraryEntriesTable.select();

export async function listLibraryEntries(
  db: Queryable,
  kind: LibraryKind,
  ownerId: number,
  options: { includeInactive: boolean },
): Promise<LibraryEntryRow[]> {
  const { rows } = await db.query<LibraryEntryRow>(
    `SELECT ${columns} FROM read.library_entries
     WHERE kind = $1 AND owner_id = $2 AND ($3 OR active)
     ORDER BY lower(description), id`,
    [kind, ownerId, options.includeInactive],
  );
  return rows;
}

export async function findLibraryEntry(
  db: Queryable,
  kind: LibraryKind,
  ownerId: number,
  id: number,
): Promise<LibraryEntryRow | undefined> {
  const { rows } = await db.query<LibraryEntryRow>(
    `SELECT ${columns} FROM read.library_entries WHERE kind = $1 AND owner_id = $2 AND id = $3`,
    [kind, ownerId, id],
  );
  return rows[0];
}
