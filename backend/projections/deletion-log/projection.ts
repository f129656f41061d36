import type { Projection } from '../projection';
import { byCategory } from '../by-category';

/**
 * The deletion log (AVG): one row per erasure: what (kind and id of the subject, how many subjects went
 * along), when, why, and who asked (an account id, or none for the retention rules). Ids only, no
 * personal data; read by admins (GET /admin/deletion-log).
 */
export const deletionLogProjection: Projection = {
  name: 'deletion_log',
  version: 1,
  setupSql: `
    CREATE TABLE deletion_log (
      event_id text PRIMARY KEY,
      subject_kind text NOT NULL,
      subject_id integer NOT NULL,
      owner_id integer NOT NULL,
      reason text NOT NULL,
      erased_by integer,
      cascade_count integer NOT NULL,
      erased_at timestamptz NOT NULL
    );
    CREATE INDEX deletion_log_time ON deletion_log (erased_at DESC, event_id);`,
  apply: byCategory({
    async data_subject(tx, event) {
      const { kind, id, ownerId, reason, erasedBy, cascade, at } = event.data;
      await tx.query(
        `INSERT INTO deletion_log (event_id, subject_kind, subject_id, owner_id, reason, erased_by, cascade_count, erased_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (event_id) DO NOTHING`,
        [event.id, kind, id, ownerId, reason, erasedBy, cascade.length, at],
      );
    },
  }),
};
