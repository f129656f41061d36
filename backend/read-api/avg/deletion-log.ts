import type { DeletionLogEntry } from '../../../contracts/avg';
import type { Queryable } from '../../platform/db';
import { deletionLogTable, type DeletionLogRow } from '../../projections/deletion-log/tables';

/** The one place where the deletion log's English columns become the contract's Dutch fields. */
export const deletionLogToApi = (row: DeletionLogRow): DeletionLogEntry => ({
  id: row.event_id,
  wat: row.subject_kind,
  onderwerp_id: row.subject_id,
  account_id: row.owner_id,
  reden: row.reason,
  verwijderd_door: row.erased_by,
  mee_verwijderd: row.cascade_count,
  verwijderd_op: row.erased_at.toISOString(),
});

/** The latest erasures first: all of them (the admin's), or those of one workspace (`ownerId`). */
export async function readDeletionLog(db: Queryable, limit: number, ownerId?: number): Promise<DeletionLogEntry[]> {
  const { rows } = await db.query<DeletionLogRow>(
    `SELECT ${deletionLogTable.select()} FROM read.deletion_log
      WHERE $2::int IS NULL OR owner_id = $2 ORDER BY erased_at DESC, event_id LIMIT $1`,
    [limit, ownerId ?? null],
  );
  return rows.map(deletionLogToApi);
}
