import { libraryEventTypes, type LibraryEvent } from '../../../events/library';
import type { RecordedEvent } from '../../eventstore/port';
import type { DbClient } from '../../platform/db';
import { categoryRouter } from '../by-category';
import type { Projection } from '../projection';
import { copyRows, insertRows, type WriteRows } from '../write-rows';
import {
  activityConversationsTable,
  activityNamesTable,
  activityTable,
  type ActivityConversationRow,
  type ActivityNameRow,
  type ActivityRow,
} from './tables';
import type { LibraryKind } from '../../../contracts/library';

type Details = Record<string, unknown>;
type Parties = Omit<ActivityConversationRow, 'conversation_id'>;

/** A line, with what is still to be filled from the read model after the batch: a company's or employee's name, a conversation's parties. */
type Line = ActivityRow & { needs?: 'name' | 'conversation' };

/**
 * The card shows a conversation's parties under the contract's field names: one object per parties' object, shared
 * by that conversation's lines (a replay's binary COPY writes the JSON of one object once for the lines in a row
 * that share it, copy-binary.ts).
 */
const detailsOfParties = new WeakMap<Parties, Details>();
function partiesDetails(parties: Parties): Details {
  let details = detailsOfParties.get(parties);
  if (!details) detailsOfParties.set(parties, (details = { medewerker_naam: parties.employee_name, bedrijf_naam: parties.company_name }));
  return details;
}

/**
 * One batch's lines, names and conversations, written with a handful of multi-row statements at the
 * end instead of two round trips per event (an import of 5,000 employees is 5,000 events).
 */
class Batch {
  readonly lines: Line[] = [];
  /** Latest name per 'type:id' seen in this batch, in event order. */
  readonly names = new Map<string, ActivityNameRow>();
  readonly conversations = new Map<number, Parties>();
  readonly deletedConversations = new Set<number>();

  add(event: RecordedEvent, line: Pick<Line, 'entity_type' | 'entity_id' | 'action' | 'details' | 'needs'>) {
    const owner = Number(event.metadata.tenant);
    // Events without an HR user (the mail reactor's) are on nobody's card.
    if (!Number.isInteger(owner) || owner <= 0) return;
    const actor = Number(event.metadata.actor);
    const actorId = Number.isInteger(actor) && actor > 0 ? actor : null;
    // Every line of one shape (no spread of lines that differ in their keys): a spread of those took V8's
    // slow path, a sixth of the read model's time in Node during a rebuild.
    this.lines.push({
      event_id: event.id,
      owner_id: owner,
      actor_id: actorId,
      entity_type: line.entity_type,
      entity_id: line.entity_id,
      action: line.action,
      details: line.details,
      created_at: event.recordedAt,
      needs: line.needs,
    });
  }

  /** Companies and employees are shown by their latest name, also on lines of events that do not carry it. */
  named(event: RecordedEvent, entityType: 'company' | 'employee', entityId: number, action: string, name: string | null) {
    const key = `${entityType}:${entityId}`;
    if (name !== null) this.names.set(key, { entity_type: entityType, entity_id: entityId, name });
    const known = this.names.get(key)?.name;
    this.add(event, {
      entity_type: entityType,
      entity_id: entityId,
      action,
      details: { naam: known ?? null },
      needs: known === undefined ? 'name' : undefined,
    });
  }
}

async function fillFromReadModel(tx: DbClient, batch: Batch) {
  const wanted = new Map<string, Line>();
  for (const line of batch.lines) if (line.needs === 'name') wanted.set(`${line.entity_type}:${line.entity_id}`, line);
  if (wanted.size) {
    // By the key's columns, so that the key finds them: a WHERE on `entity_type || ':' || entity_id` read every
    // name of every account for each batch.
    const lines = [...wanted.values()];
    const { rows } = await tx.query<{ entity_type: string; entity_id: number; name: string }>(
      `SELECT n.entity_type, n.entity_id, n.name
         FROM unnest($1::text[], $2::int[]) AS k(entity_type, entity_id)
         JOIN activity_names n USING (entity_type, entity_id)`,
      [lines.map((l) => l.entity_type), lines.map((l) => l.entity_id)],
    );
    const found = new Map(rows.map((r) => [`${r.entity_type}:${r.entity_id}`, r.name]));
    for (const line of batch.lines)
      if (line.needs === 'name') line.details = { naam: found.get(`${line.entity_type}:${line.entity_id}`) ?? null };
  }
  const conversationIds = [...new Set(batch.lines.filter((l) => l.needs === 'conversation').map((l) => l.entity_id))];
  if (conversationIds.length) {
    const { rows } = await tx.query<ActivityConversationRow>(
      `SELECT ${activityConversationsTable.select()} FROM activity_conversations WHERE conversation_id = ANY($1)`,
      [conversationIds],
    );
    const found = new Map(rows.map((r) => [r.conversation_id, r]));
    for (const line of batch.lines)
      if (line.needs === 'conversation')
        line.details = partiesDetails(found.get(line.entity_id) ?? { employee_name: '', company_name: '' });
  }
}

/** `writeLines`: how a batch's lines go in, past the primary key or (a replay) copied in, each event's line new. */
async function write(tx: DbClient, batch: Batch, writeLines: WriteRows) {
  const names = [...batch.names.values()];
  if (names.length) {
    await tx.query(
      `INSERT INTO activity_names (entity_type, entity_id, name) SELECT * FROM unnest($1::text[], $2::int[], $3::text[])
       ON CONFLICT (entity_type, entity_id) DO UPDATE SET name = excluded.name`,
      [names.map((n) => n.entity_type), names.map((n) => n.entity_id), names.map((n) => n.name)],
    );
  }
  const conversations = [...batch.conversations].map(([conversation_id, parties]) => ({ conversation_id, ...parties }));
  await insertRows(tx, activityConversationsTable, conversations);
  if (batch.deletedConversations.size) {
    await tx.query(`DELETE FROM activity WHERE entity_type = 'pop' AND entity_id = ANY($1)`, [[...batch.deletedConversations]]);
  }
  const lines = batch.lines.filter((l) => !(l.entity_type === 'pop' && batch.deletedConversations.has(l.entity_id)));
  await writeLines(tx, activityTable, lines);
}

/** The name a company or employee event carries (registered, renamed), else null. */
const nameIn = (data: object) => ('name' in data && typeof data.name === 'string' ? data.name : null);

/** A goal or ambition of the library, added or changed. */
function libraryLine(batch: Batch, event: RecordedEvent & LibraryEvent, kind: LibraryKind, id: number) {
  const action = event.type === libraryEventTypes[kind].added ? 'create' : 'update';
  batch.add(event, { entity_type: kind, entity_id: id, action, details: { omschrijving: event.data.description } });
}

const route = categoryRouter<Batch>({
  pop(batch, event, id) {
    if (event.type === 'ConversationDeleted') {
      batch.deletedConversations.add(id);
      return;
    }
    // The names as scheduled: a line about a conversation keeps the names it was scheduled with.
    if (event.type === 'ConversationPlanned')
      batch.conversations.set(id, { employee_name: event.data.employeeName, company_name: event.data.companyName });
    const action =
      event.type === 'ConversationPlanned'
        ? 'create'
        : event.type === 'ConversationStatusChanged'
          ? `status:${event.data.status}`
          : event.type === 'ConversationArchived'
            ? 'archive'
            : 'update';
    const known = batch.conversations.get(id);
    batch.add(event, {
      entity_type: 'pop',
      entity_id: id,
      action,
      details: known ? partiesDetails(known) : {},
      needs: known ? undefined : 'conversation',
    });
  },
  company: (batch, event, id) =>
    batch.named(event, 'company', id, event.type === 'CompanyRegistered' ? 'create' : 'update', nameIn(event.data)),
  employee: (batch, event, id) =>
    batch.named(event, 'employee', id, event.type === 'EmployeeRegistered' ? 'create' : 'update', nameIn(event.data)),
  goal: (batch, event, id) => libraryLine(batch, event, 'goal', id),
  ambition: (batch, event, id) => libraryLine(batch, event, 'ambition', id),
  activity(batch, event) {
    const { entityType, entityId, action, details } = event.data;
    if (entityType === 'company' || entityType === 'employee') {
      batch.named(event, entityType, entityId, action, typeof details.naam === 'string' ? details.naam : null);
      return;
    }
    batch.add(event, { entity_type: entityType, entity_id: entityId, action, details });
  },
});

async function applyActivity(tx: DbClient, events: readonly RecordedEvent[], writeLines: WriteRows) {
  const batch = new Batch();
  await route(batch, events);
  await fillFromReadModel(tx, batch);
  await write(tx, batch, writeLines);
}

/** The last changes across conversations, library entries, employees and companies, per HR user. */
export const activityProjection: Projection = {
  name: 'activity',
  // 2: English columns from one column table each (tables.ts): owner_id (was hr_user_id), activity_names.name,
  // activity_conversations (was activity_pops: conversation_id, employee_name, company_name).
  // 3: actor_id, the member who made the change (workspaces, issue 24). 4: event_id compared byte by byte (COLLATE "C").
  // 5: the owner's index by time ascending. 6: the key is the owner's index (owner, time, event id); no
  // statistics of activity_conversations' names. 7: details json, statistics of the owner only (tables.ts).
  version: 7,
  // The key (owner, time, event id) is the dashboard's index: ascending, as the lines come, each at the end of its
  // owner's range (a descending index took each at its start, splitting full pages in half); newest first is the key
  // read backwards. A replay builds it by one sort at the end: 160,000 lines copied in took PostgreSQL 390 ms with
  // the key filled line by line, 205 ms without it and 88 ms for the sort (a replay's erasure scans the table either
  // way: no index has the entity).
  lateIndexes: ['activity_pkey'],
  setupSql: `
    ${activityTable.ddl}
    ${activityNamesTable.ddl}
    ${activityConversationsTable.ddl}`,
  apply: (tx, events) => applyActivity(tx, events, insertRows),
  replay: { start: () => ({ apply: (tx, events) => applyActivity(tx, events, copyRows) }) },
};
