import type { RecordedEvent } from '../../eventstore/port';
import type { DbClient } from '../../platform/db';
import type { Projection } from '../projection';

type EntityType = 'pop' | 'goal' | 'ambition' | 'employee' | 'company';

interface Activity {
  entityType: EntityType;
  entityId: number;
  action: string;
  details: Record<string, unknown>;
}

const CATEGORY: Record<string, EntityType> = {
  pop: 'pop',
  goal: 'goal',
  ambition: 'ambition',
  employee: 'employee',
  company: 'company',
};

/** What an event means on the recent-activity card; null for events that are not worth a line. */
function activityOf(event: RecordedEvent, names: Map<number, { medewerker_naam: string; bedrijf_naam: string }>): Activity | null {
  const dash = event.streamId.indexOf('-');
  const category = event.streamId.slice(0, dash);
  const entityId = Number(event.streamId.slice(dash + 1));
  const d = event.data as Record<string, unknown>;
  if (category === 'activity') {
    return { entityType: d.entity_type as EntityType, entityId: Number(d.entity_id), action: String(d.action), details: (d.details as Record<string, unknown>) ?? {} };
  }
  const entityType = CATEGORY[category];
  if (!entityType || !Number.isInteger(entityId)) return null;
  const created = /Registered$|Planned$/.test(event.type) || (entityType !== 'pop' && event.type.endsWith('Added'));
  switch (entityType) {
    case 'pop': {
      const pop = names.get(entityId) ?? { medewerker_naam: String(d.medewerkerNaam ?? ''), bedrijf_naam: String(d.bedrijfNaam ?? '') };
      const action = created ? 'create' : event.type === 'ConversationStatusChanged' ? `status:${d.status}` : event.type === 'ConversationArchived' ? 'archive' : 'update';
      return { entityType, entityId, action, details: pop };
    }
    case 'company':
    case 'employee':
      return { entityType, entityId, action: created ? 'create' : 'update', details: { naam: d.naam ?? null } };
    default:
      return { entityType, entityId, action: created ? 'create' : 'update', details: { omschrijving: d.omschrijving ?? null } };
  }
}

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
    for (const event of events) await applyOne(tx, event);
  },
};

async function applyOne(tx: DbClient, event: RecordedEvent) {
  const owner = Number(event.metadata.tenant);
  if (!Number.isInteger(owner) || owner <= 0) return;
  if (event.type === 'ConversationPlanned') {
    await tx.query(
      `INSERT INTO activity_pops (pop_id, medewerker_naam, bedrijf_naam) VALUES ($1, $2, $3) ON CONFLICT (pop_id) DO NOTHING`,
      [event.data.popId, event.data.medewerkerNaam, event.data.bedrijfNaam],
    );
  }
  if (event.type === 'ConversationDeleted') {
    const popId = Number(event.streamId.slice(4));
    await tx.query(`DELETE FROM activity WHERE entity_type = 'pop' AND entity_id = $1`, [popId]);
    return;
  }
  const names = new Map<number, { medewerker_naam: string; bedrijf_naam: string }>();
  if (event.streamId.startsWith('pop-')) {
    const { rows } = await tx.query(`SELECT medewerker_naam, bedrijf_naam FROM activity_pops WHERE pop_id = $1`, [Number(event.streamId.slice(4))]);
    if (rows[0]) names.set(Number(event.streamId.slice(4)), rows[0]);
  }
  const activity = activityOf(event, names);
  if (!activity) return;
  if ((activity.entityType === 'company' || activity.entityType === 'employee') && typeof activity.details.naam === 'string') {
    await tx.query(
      `INSERT INTO activity_names (entity_type, entity_id, naam) VALUES ($1, $2, $3) ON CONFLICT (entity_type, entity_id) DO UPDATE SET naam = excluded.naam`,
      [activity.entityType, activity.entityId, activity.details.naam],
    );
  }
  if ((activity.entityType === 'company' || activity.entityType === 'employee') && activity.details.naam == null) {
    const { rows } = await tx.query(`SELECT naam FROM activity_names WHERE entity_type = $1 AND entity_id = $2`, [activity.entityType, activity.entityId]);
    activity.details = { naam: rows[0]?.naam ?? null };
  }
  await tx.query(
    `INSERT INTO activity (event_id, hr_user_id, entity_type, entity_id, action, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (event_id) DO NOTHING`,
    [event.id, owner, activity.entityType, activity.entityId, activity.action, JSON.stringify(activity.details), event.recordedAt],
  );
}
