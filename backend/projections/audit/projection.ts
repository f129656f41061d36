import type { AuditKind } from '../../../contracts/audit';
import { idFrom } from '../../../events/data-subjects';
import type { RecordedEvent } from '../../eventstore/port';
import type { DbClient } from '../../platform/db';
import { categoryRouter } from '../by-category';
import type { Projection } from '../projection';
import { copyRows, insertRows, type WriteRows } from '../write-rows';
import {
  companySummary,
  conversationSummary,
  employeeSummary,
  erasureSummary,
  librarySummary,
  memberSummary,
  planSummary,
  templateSummary,
} from './summaries';
import { AUDIT_KIND_CODES, auditTrailTable, type AuditTrailRow } from './tables';

/** One batch's lines and the workspaces erased in it, written at the end in a few statements. */
interface Batch {
  rows: AuditTrailRow[];
  /** A workspace whose founding account was erased: its trail goes with it, also lines of earlier batches. */
  erased: Set<number>;
}

/**
 * The last number of a checkpoint: the event's global position in PostgreSQL (`tx/position`), its
 * prepare position in EventStoreDB (`commit/prepare`). Both grow as events are appended and never
 * change, so a rebuild gives every line the same place; the projection's own counter would not.
 */
const positionOf = ({ checkpoint }: RecordedEvent) => Number(checkpoint.slice(checkpoint.lastIndexOf('/') + 1)) || 0;

interface Line {
  kind: AuditKind;
  summary: string;
  conversationId?: number;
  /** Who did it, when the metadata's actor is not the person (an erasure names who asked). */
  actorId?: number | null;
}

function line(batch: Batch, event: RecordedEvent, workspace: unknown, { kind, summary, conversationId, actorId }: Line) {
  const workspaceId = idFrom(workspace);
  // An event outside any workspace (a fixture without tenant) is nobody's change to show.
  if (workspaceId === null) return;
  batch.rows.push({
    event_id: event.id,
    workspace_id: workspaceId,
    position: positionOf(event),
    at: event.recordedAt,
    actor_id: actorId === undefined ? idFrom(event.metadata.actor) : actorId,
    kind: AUDIT_KIND_CODES[kind],
    action: event.type,
    summary,
    conversation_id: conversationId ?? null,
  });
}

/** The workspace a change belongs to: the command's tenant, or the owner the first event names. */
const tenantOf = (event: RecordedEvent) => event.metadata.tenant ?? event.data.ownerId;

const route = categoryRouter<Batch>({
  company: (batch, event) => line(batch, event, tenantOf(event), { kind: 'company', summary: companySummary(event) }),
  employee: (batch, event) => line(batch, event, tenantOf(event), { kind: 'employee', summary: employeeSummary(event) }),
  pop: (batch, event, id) =>
    line(batch, event, tenantOf(event), { kind: 'conversation', summary: conversationSummary(event), conversationId: id }),
  // The libraries and own templates are what conversations are made of: filed with them.
  goal: (batch, event) => line(batch, event, tenantOf(event), { kind: 'conversation', summary: librarySummary(event) }),
  ambition: (batch, event) => line(batch, event, tenantOf(event), { kind: 'conversation', summary: librarySummary(event) }),
  user_template: (batch, event) => line(batch, event, tenantOf(event), { kind: 'conversation', summary: templateSummary(event) }),
  // The workspace's plan lives on its founder's account stream, whose id is the workspace's.
  hr_user(batch, event, id) {
    const summary = planSummary(event);
    if (summary !== null) line(batch, event, id, { kind: 'plan', summary });
  },
  workspace: (batch, event, id) => line(batch, event, id, { kind: 'member', summary: memberSummary(event) }),
  data_subject(batch, event) {
    const { kind, id, ownerId, erasedBy } = event.data;
    if (kind === 'account') {
      batch.erased.add(ownerId);
      batch.rows = batch.rows.filter((row) => row.workspace_id !== ownerId);
      return;
    }
    const conversationId = kind === 'conversation' ? id : undefined;
    line(batch, event, ownerId, { kind: 'erasure', summary: erasureSummary(event), conversationId, actorId: erasedBy });
  },
});

/**
 * The audit trail (issue 24): every change in a workspace, newest first, for the auditor's screen and
 * its export (read-api/audit). No erasure scrub: PersonalDataErased is itself a line here, and
 * with-erasure.ts would keep it from `apply`; what an erasure removes (an erased account's workspace)
 * is handled below, in the event's own place in the order.
 */
export const auditTrailProjection: Projection = {
  name: 'audit_trail',
  // 2: event_id and kind compared byte by byte (COLLATE "C", tables.ts). 3: the indexes by position ascending.
  // 4: the key is (workspace, position), the newest index it replaces; kind a code (tables.ts).
  version: 4,
  // Lines are only appended, one per event, in position order. Ascending positions, as the lines come: a new line
  // goes at the end of its range, not at its start, where each full page was split in half (the bench's history:
  // 5.1 MB instead of 9.0 for by_actor). Newest first reads them backwards. A replay builds all four, the key too,
  // by one sort each at the end: 160,000 lines copied in took PostgreSQL 290-380 ms with the key filled line by line,
  // 210 ms without it and 43 ms for the key's sort. An erased workspace's lines are then deleted by a scan of the
  // table during a replay (an erasure of a whole workspace, rare).
  lateIndexes: ['audit_trail_pkey', 'audit_trail_by_actor', 'audit_trail_by_kind', 'audit_trail_by_time'],
  setupSql: `
    ${auditTrailTable.ddl}
    CREATE INDEX audit_trail_by_actor ON audit_trail (workspace_id, actor_id, position);
    CREATE INDEX audit_trail_by_kind ON audit_trail (workspace_id, kind, position);
    CREATE INDEX audit_trail_by_time ON audit_trail (workspace_id, at);`,
  apply: (tx, events) => applyAudit(tx, events, insertRows),
  replay: { start: () => ({ apply: (tx, events) => applyAudit(tx, events, copyRows) }) },
};

/** A batch's lines go in past the primary key, or (a replay) copied in, each event's line new. */
async function applyAudit(tx: DbClient, events: readonly RecordedEvent[], writeLines: WriteRows) {
  const batch: Batch = { rows: [], erased: new Set() };
  await route(batch, events);
  if (batch.erased.size) await tx.query('DELETE FROM audit_trail WHERE workspace_id = ANY($1::int[])', [[...batch.erased]]);
  await writeLines(tx, auditTrailTable, batch.rows);
}
