import type { Projection } from '../projection';
import { byCategory } from '../by-category';
import { insertRowsSql } from '../read-model-table';
import { deletionLogTable } from './tables';

/** The deletion log (AVG, tables.ts), read by admins (GET /admin/deletion-log). */
export const deletionLogProjection: Projection = {
  name: 'deletion_log',
  // The column table derives the same DDL as version 1's hand-written one: no rebuild needed.
  version: 1,
  setupSql: `
    ${deletionLogTable.ddl}
    CREATE INDEX deletion_log_time ON deletion_log (erased_at DESC, event_id);`,
  apply: byCategory({
    async data_subject(tx, event) {
      const { kind, id, ownerId, reason, erasedBy, cascade, at } = event.data;
      const row = {
        event_id: event.id,
        subject_kind: kind,
        subject_id: id,
        owner_id: ownerId,
        reason,
        erased_by: erasedBy,
        cascade_count: cascade.length,
        erased_at: at,
      };
      await tx.query(...insertRowsSql(deletionLogTable, [row]));
    },
  }),
};
