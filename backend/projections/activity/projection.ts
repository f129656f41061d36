import type { ActivityEntityType } from '../../../events/activity';
import { libraryEventTypes, type LibraryEvent } from '../../../events/library';
import type { RecordedEvent } from '../../eventstore/port';
import type { DbClient } from '../../platform/db';
import { categoryRouter } from '../by-category';
import type { Projection } from '../projection';
import type { LibraryKind } from '../../../contracts/library';

type Details = Record<string, unknown>;

interface Line {
  eventId: string;
  owner: number;
  entityType: ActivityEntityType;
  entityId: number;
  action: string;
  details: Details;
  createdAt: string;
  /** Filled after the batch from the read model: the name of a company or employee, the names of a conversation. */
  needs?: 'name' | 'pop';
}

/**
 * One batch's lines, names and conversations, written with a handful of multi-row statements at the
 * end instead of two round trips per event (an import of 5,000 employees is 5,000 events).
 */
class Batch {
  readonly lines: Line[] = [];
  /** Latest name per 'type:id' seen in this batch, in event order. */
  readonly names = new Map<string, { entityType: string; entityId: number; naam: string }>();
  readonly pops = new Map<number, Details>();
  readonly deletedPops = new Set<number>();

  add(event: RecordedEvent, line: Omit<Line, 'eventId' | 'owner' | 'createdAt'>) {
    const owner = Number(event.metadata.tenant);
    // Events without an HR user (the mail reactor's) are on nobody's card.
    if (!Number.isInteger(owner) || owner <= 0) return;
    this.lines.push({ ...line, eventId: event.id, owner, createdAt: event.recordedAt });
  }

  /** Companies and employees are shown by their latest name, also on lines of events that do not carry it. */
  named(event: RecordedEvent, entityType: 'company' | 'employee', entityId: number, action: string, naam: string | null) {
    const key = `${entityType}:${entityId}`;
    if (naam !== null) this.names.set(key, { entityType, entityId, naam });
    const known = this.names.get(key)?.naam;
    this.add(event, { entityType, entityId, action, details: { naam: known ?? null }, needs: known === undefined ? 'name' : undefined });
  }
}

async function fillFromReadModel(tx: DbClient, batch: Batch) {
  const nameKeys = [...new Set(batch.lines.filter((l) => l.needs === 'name').map((l) => `${l.entityType}:${l.entityId}`))];
  if (nameKeys.length) {
    const { rows } = await tx.query<{ key: string; naam: string }>(
      `SELECT entity_type || ':' || entity_id AS key, naam FROM activity_names WHERE entity_type || ':' || entity_id = ANY($1)`,
      [nameKeys],
    );
    const found = new Map(rows.map((r) => [r.key, r.naam]));
    for (const line of batch.lines)
      if (line.needs === 'name') line.details = { naam: found.get(`${line.entityType}:${line.entityId}`) ?? null };
  }
  const popIds = [...new Set(batch.lines.filter((l) => l.needs === 'pop').map((l) => l.entityId))];
  if (popIds.length) {
    const { rows } = await tx.query<{ pop_id: number; medewerker_naam: string; bedrijf_naam: string }>(
      `SELECT pop_id, medewerker_naam, bedrijf_naam FROM activity_pops WHERE pop_id = ANY($1)`,
      [popIds],
    );
    const found = new Map(rows.map((r) => [r.pop_id, { medewerker_naam: r.medewerker_naam, bedrijf_naam: r.bedrijf_naam }]));
    for (const line of batch.lines)
      if (line.needs === 'pop') line.details = found.get(line.entityId) ?? { medewerker_naam: '', bedrijf_naam: '' };
  }
}

async function write(tx: DbClient, batch: Batch) {
  const names = [...batch.names.values()];
  if (names.length) {
    await tx.query(
      `INSERT INTO activity_names (entity_type, entity_id, naam) SELECT * FROM unnest($1::text[], $2::int[], $3::text[])
       ON CONFLICT (entity_type, entity_id) DO UPDATE SET naam = excluded.naam`,
      [names.map((n) => n.entityType), names.map((n) => n.entityId), names.map((n) => n.naam)],
    );
  }
  const pops = [...batch.pops.entries()];
  if (pops.length) {
    await tx.query(
      `INSERT INTO activity_pops (pop_id, medewerker_naam, bedrijf_naam) SELECT * FROM unnest($1::int[], $2::text[], $3::text[]) ON CONFLICT (pop_id) DO NOTHING`,
      [pops.map(([id]) => id), pops.map(([, d]) => String(d.medewerker_naam)), pops.map(([, d]) => String(d.bedrijf_naam))],
    );
  }
  if (batch.deletedPops.size) {
    await tx.query(`DELETE FROM activity WHERE entity_type = 'pop' AND entity_id = ANY($1)`, [[...batch.deletedPops]]);
  }
  const lines = batch.lines.filter((l) => !(l.entityType === 'pop' && batch.deletedPops.has(l.entityId)));
  if (!lines.length) return;
  await tx.query(
    `INSERT INTO activity (event_id, hr_user_id, entity_type, entity_id, action, details, created_at)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::text[], $6::jsonb[], $7::timestamptz[])
     ON CONFLICT (event_id) DO NOTHING`,
    [
      lines.map((l) => l.eventId),
      lines.map((l) => l.owner),
      lines.map((l) => l.entityType),
      lines.map((l) => l.entityId),
      lines.map((l) => l.action),
      lines.map((l) => JSON.stringify(l.details)),
      lines.map((l) => l.createdAt),
    ],
  );
}

/** The name a company or employee event carries (registered, renamed), else null. */
const nameIn = (data: object) => ('name' in data && typeof data.name === 'string' ? data.name : null);

/** A goal or ambition of the library, added or changed. */
function libraryLine(batch: Batch, event: RecordedEvent & LibraryEvent, kind: LibraryKind, id: number) {
  const action = event.type === libraryEventTypes[kind].added ? 'create' : 'update';
  batch.add(event, { entityType: kind, entityId: id, action, details: { omschrijving: event.data.description } });
}

const route = categoryRouter<Batch>({
  pop(batch, event, id) {
    if (event.type === 'ConversationDeleted') {
      batch.deletedPops.add(id);
      return;
    }
    // The names as planned: a line about a conversation keeps the names it was planned with.
    if (event.type === 'ConversationPlanned')
      batch.pops.set(id, { medewerker_naam: event.data.employeeName, bedrijf_naam: event.data.companyName });
    const action =
      event.type === 'ConversationPlanned'
        ? 'create'
        : event.type === 'ConversationStatusChanged'
          ? `status:${event.data.status}`
          : event.type === 'ConversationArchived'
            ? 'archive'
            : 'update';
    const known = batch.pops.get(id);
    batch.add(event, { entityType: 'pop', entityId: id, action, details: known ?? {}, needs: known ? undefined : 'pop' });
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
    batch.add(event, { entityType, entityId, action, details });
  },
});

/** The last changes across conversations, library entries, employees and companies, per HR user. */
export const activityProjection: Projection = {
  name: 'activity',
  version: 1,
  setupSql: `
    CREATE TABLE activity (
      event_id text PRIMARY KEY,
      hr_user_id integer NOT NULL,
      entity_type text NOT NULL,
      entity_id integer NOT NULL,
      action text NOT NULL,
      details jsonb NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX activity_owner_time ON activity (hr_user_id, created_at DESC);
    CREATE TABLE activity_names (
      entity_type text NOT NULL,
      entity_id integer NOT NULL,
      naam text NOT NULL,
      PRIMARY KEY (entity_type, entity_id)
    );
    CREATE TABLE activity_pops (
      pop_id integer PRIMARY KEY,
      medewerker_naam text NOT NULL,
      bedrijf_naam text NOT NULL
    );`,
  async apply(tx, events) {
    const batch = new Batch();
    await route(batch, events);
    await fillFromReadModel(tx, batch);
    await write(tx, batch);
  },
};
