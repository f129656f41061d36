import type { AuditKind } from '../../../contracts/audit';
import { readModelTable, type RowOf } from '../read-model-table';

/**
 * The audit trail (issue 24): one row per change in a workspace. `summary` is built from the event's
 * kind and figures alone, never from its texts (notes, names, addresses), so an erasure leaves nothing
 * to scrub here; the member's name is looked up when the trail is read.
 */
export const auditTrailTable = readModelTable(
  'audit_trail',
  {
    event_id: { type: 'text', collate: 'C', statistics: false },
    workspace_id: { type: 'int' },
    /** The store's own number of the event (projection.ts): the trail's order, the same after a rebuild. */
    position: { type: 'bigint' },
    /** When the store recorded it: what the as-of view of the conversation takes. */
    at: { type: 'timestamptz' },
    actor_id: { type: 'int', nullable: true },
    /** Compared for equality only (audit_trail_by_kind): bytes, as the event ids. */
    kind: { type: 'text', collate: 'C' },
    action: { type: 'text', statistics: false },
    summary: { type: 'text', statistics: false },
    conversation_id: { type: 'int', nullable: true },
  },
  { primaryKey: ['event_id'] },
);

/** A line as read (`at` a Date), or as written (`at` the store's ISO text: parsed once, by PostgreSQL). */
export type AuditTrailRow<Instant = Date> = Omit<RowOf<typeof auditTrailTable.columns, Instant>, 'kind'> & { kind: AuditKind };
