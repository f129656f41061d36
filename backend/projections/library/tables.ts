import type { LibraryKind } from '../../../contracts/library';
import { readModelTable, type RowOf } from '../read-model-table';

/** Library goals and ambitions in one table (`kind`): their screens are identical. */
export const libraryEntriesTable = readModelTable(
  'library_entries',
  {
    kind: { type: 'text' },
    id: { type: 'int' },
    owner_id: { type: 'int' },
    description: { type: 'text' },
    active: { type: 'boolean' },
    created_at: { type: 'timestamptz' },
    updated_at: { type: 'timestamptz' },
  },
  { primaryKey: ['kind', 'id'] },
);

export type LibraryEntryRow = Omit<RowOf<typeof libraryEntriesTable.columns, Date>, 'kind'> & { kind: LibraryKind };
