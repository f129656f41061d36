import type { LibraryKind } from '../../../contracts/library';
import { bool, int, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/** Library goals and ambitions in one table (`kind`): their screens are identical. */
export const libraryEntriesTable = readModelTable(
  'library_entries',
  { kind: text(), id: int(), owner_id: int(), description: text(), active: bool(), created_at: timestamptz(), updated_at: timestamptz() },
  { primaryKey: ['kind', 'id'] },
);

export type LibraryEntryRow = Omit<RowOf<typeof libraryEntriesTable.columns, Date>, 'kind'> & { kind: LibraryKind };
