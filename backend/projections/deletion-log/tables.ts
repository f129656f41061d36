import { readModelTable, type RowOf } from '../read-model-table';
import type { ErasureReason } from '../../../events/data-subject';
import type { SubjectKind } from '../../../events/data-subjects';

/**
 * One row per erasure: what (kind and id of the subject, how many subjects went along), when, why,
 * and who asked (an account id, or none for the retention rules). Ids only, no personal data.
 */
export const deletionLogTable = readModelTable(
  'deletion_log',
  {
    event_id: { type: 'text' },
    subject_kind: { type: 'text' },
    subject_id: { type: 'int' },
    owner_id: { type: 'int' },
    reason: { type: 'text' },
    erased_by: { type: 'int', nullable: true },
    cascade_count: { type: 'int' },
    erased_at: { type: 'timestamptz' },
  },
  { primaryKey: ['event_id'] },
);

/** A row as read, its kind and reason in the event's own words. */
export type DeletionLogRow = Omit<RowOf<typeof deletionLogTable.columns, Date>, 'subject_kind' | 'reason'> & {
  subject_kind: SubjectKind;
  reason: ErasureReason;
};
