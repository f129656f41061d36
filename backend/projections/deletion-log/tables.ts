import { int, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';
import type { ErasureReason } from '../../../events/data-subject';
import type { SubjectKind } from '../../../events/data-subjects';

/**
 * One row per erasure: what (kind and id of the subject, how many subjects went along), when, why,
 * and who asked (an account id, or none for the retention rules). Ids only, no personal data.
 */
export const deletionLogTable = readModelTable(
  'deletion_log',
  [
    { event_id: text(), subject_kind: text(), subject_id: int(), owner_id: int(), reason: text(), erased_by: int({ nullable: true }) },
    { cascade_count: int(), erased_at: timestamptz() },
  ],
  { primaryKey: ['event_id'] },
);

/** A row as read, its kind and reason in the event's own words. */
export type DeletionLogRow = Omit<RowOf<typeof deletionLogTable.columns, Date>, 'subject_kind' | 'reason'> & {
  subject_kind: SubjectKind;
  reason: ErasureReason;
};
