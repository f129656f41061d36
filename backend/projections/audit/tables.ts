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
    /** AUDIT_KIND_CODES: a number, which audit_trail_by_kind sorts in half the time of the kind's name. */
    kind: { type: 'int' },
    action: { type: 'text', statistics: false },
    summary: { type: 'text', statistics: false },
    conversation_id: { type: 'int', nullable: true },
  },
  // The workspace's lines in the store's order: what the trail reads, newest first (its key read backwards).
  // One line per event, so the place is as unique as the event's id, and lines are appended in position order:
  // the key is filled as they come, where a key of random event ids was one more sort at a rebuild's end.
  { primaryKey: ['workspace_id', 'position'] },
);

/**
 * The kind of a line as stored. A number each, never renumbered (a new kind takes the next): the index by kind
 * sorted 160,000 lines' names in 152 ms, their numbers in about half that. Read back as the name (AUDIT_KIND_SQL).
 */
export const AUDIT_KIND_CODES = {
  company: 1,
  employee: 2,
  conversation: 3,
  plan: 4,
  member: 5,
  erasure: 6,
} as const satisfies Record<AuditKind, number>;

/** The kind's name of the line `alias`, from its code: what the readers select. */
export const auditKindSql = (alias: string) => `${KIND_NAMES}[${alias}.kind]`;
/** The codes are 1, 2, 3...: a kind's name is this array's element at its code. */
const KIND_NAMES = `(ARRAY[${Object.entries(AUDIT_KIND_CODES)
  .sort(([, a], [, b]) => a - b)
  .map(([name]) => `'${name}'`)
  .join(', ')}])`;

/** A line as written: `at` the store's ISO text (parsed once, by PostgreSQL), `kind` its code. */
export type AuditTrailRow = RowOf<typeof auditTrailTable.columns>;
