import type { LibraryEvent } from '../../../events/library';
import type { DbClient } from '../../platform/db';
import { byCategory, type Recorded } from '../by-category';
import type { Projection } from '../projection';
import { unhandled } from '../../../events/unhandled';
import type { LibraryKind } from '../../../contracts/library';

async function applyEntry(tx: DbClient, kind: LibraryKind, id: number, event: Recorded<LibraryEvent>) {
  switch (event.type) {
    case 'LibraryGoalAdded':
    case 'LibraryAmbitionAdded': {
      const { ownerId, description, active, at } = event.data;
      await tx.query(
        `INSERT INTO library_entries (kind, id, hr_user_id, omschrijving, actief, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (kind, id) DO NOTHING`,
        [kind, id, ownerId, description, active, at],
      );
      return;
    }
    case 'LibraryGoalUpdated':
    case 'LibraryAmbitionUpdated': {
      const { description, active, at } = event.data;
      await tx.query('UPDATE library_entries SET omschrijving = $3, actief = $4, updated_at = $5 WHERE kind = $1 AND id = $2', [
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

/** Goal and ambition library entries in one table: the screens are identical. */
export const libraryProjection: Projection = {
  name: 'library_entries',
  version: 1,
  setupSql: `
    CREATE TABLE library_entries (
      kind text NOT NULL,
      id integer NOT NULL,
      hr_user_id integer NOT NULL,
      omschrijving text NOT NULL,
      actief boolean NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (kind, id)
    );
    CREATE INDEX library_entries_owner ON library_entries (hr_user_id, kind);`,
  apply: byCategory({
    goal: (tx, event, id) => applyEntry(tx, 'goal', id, event),
    ambition: (tx, event, id) => applyEntry(tx, 'ambition', id, event),
  }),
};
