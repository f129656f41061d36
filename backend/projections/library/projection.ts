import type { LibraryEvent } from '../../../events/library';
import type { DbClient } from '../../platform/db';
import { byCategory, type Recorded } from '../by-category';
import type { Projection } from '../projection';
import { insertRowSql } from '../read-model-table';
import { unhandled } from '../../../events/unhandled';
import type { LibraryKind } from '../../../contracts/library';
import { libraryEntriesTable } from './tables';

async function applyEntry(tx: DbClient, kind: LibraryKind, id: number, event: Recorded<LibraryEvent>) {
  switch (event.type) {
    case 'LibraryGoalAdded':
    case 'LibraryAmbitionAdded': {
      const { ownerId, description, active, at } = event.data;
      await tx.query(
        ...insertRowSql(libraryEntriesTable, { kind, id, owner_id: ownerId, description, active, created_at: at, updated_at: at }),
      );
      return;
    }
    case 'LibraryGoalUpdated':
    case 'LibraryAmbitionUpdated': {
      const { description, active, at } = event.data;
      await tx.query('UPDATE library_entries SET description = $3, active = $4, updated_at = $5 WHERE kind = $1 AND id = $2', [
        kind,
        id,
        description,
        active,
        at,
      ]);
      return;
    }
    default:
      return unhandled(event);
  }
}

/** Goal and ambition library entries in one table (tables.ts): the screens are identical. */
export const libraryProjection: Projection = {
  name: 'library_entries',
  // 2: English column names from one column table (tables.ts).
  version: 2,
  setupSql: `
    ${libraryEntriesTable.ddl}
    CREATE INDEX library_entries_owner ON library_entries (owner_id, kind);`,
  apply: byCategory({
    goal: (tx, event, id) => applyEntry(tx, 'goal', id, event),
    ambition: (tx, event, id) => applyEntry(tx, 'ambition', id, event),
  }),
};
