import type { LibraryEntryAddedData, LibraryEntryUpdatedData, LibraryKind } from '../../../events/library';
import type { Projection } from '../projection';

const kindOfEvent: Record<string, { kind: LibraryKind; change: 'added' | 'updated' }> = {
  GoalAdded: { kind: 'goal', change: 'added' },
  GoalUpdated: { kind: 'goal', change: 'updated' },
  AmbitionAdded: { kind: 'ambition', change: 'added' },
  AmbitionUpdated: { kind: 'ambition', change: 'updated' },
};

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
  async apply(tx, events) {
    for (const recorded of events) {
      const known = kindOfEvent[recorded.type];
      // Conversations have GoalAdded too (their own goals): only the library's streams count here.
      if (!known || !recorded.streamId.startsWith(`${known.kind}-`)) continue;
      const id = Number(recorded.streamId.slice(known.kind.length + 1));
      if (known.change === 'added') {
        const { hrUserId, omschrijving, actief, at } = recorded.data as LibraryEntryAddedData;
        await tx.query(
          `INSERT INTO library_entries (kind, id, hr_user_id, omschrijving, actief, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (kind, id) DO NOTHING`,
          [known.kind, id, hrUserId, omschrijving, actief, at],
        );
      } else {
        const { omschrijving, actief, at } = recorded.data as LibraryEntryUpdatedData;
        await tx.query(
          'UPDATE library_entries SET omschrijving = $3, actief = $4, updated_at = $5 WHERE kind = $1 AND id = $2',
          [known.kind, id, omschrijving, actief, at],
        );
      }
    }
  },
};
