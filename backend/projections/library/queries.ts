import type { Queryable } from '../../platform/db';
import type { LibraryKind } from '../../../contracts/library';

/** A library entry as the API shows it (SPEC 3: id, omschrijving, actief). */
export interface LibraryEntryRow {
  id: number;
  omschrijving: string;
  actief: boolean;
}

export async function listLibraryEntries(
  db: Queryable,
  kind: LibraryKind,
  hrUserId: number,
  options: { includeInactive: boolean },
): Promise<LibraryEntryRow[]> {
  const { rows } = await db.query<LibraryEntryRow>(
    `SELECT id, omschrijving, actief FROM read.library_entries
     WHERE kind = $1 AND hr_user_id = $2 AND ($3 OR actief)
     ORDER BY lower(omschrijving), id`,
    [kind, hrUserId, options.includeInactive],
  );
  return rows;
}

export async function findLibraryEntry(
  db: Queryable,
  kind: LibraryKind,
  hrUserId: number,
  id: number,
): Promise<LibraryEntryRow | undefined> {
  const { rows } = await db.query<LibraryEntryRow>(
    'SELECT id, omschrijving, actief FROM read.library_entries WHERE kind = $1 AND hr_user_id = $2 AND id = $3',
    [kind, hrUserId, id],
  );
  return rows[0];
}
