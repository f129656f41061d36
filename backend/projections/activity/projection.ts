import type { ActivityEntityType } from '../../../events/activity';
import type { RecordedEvent } from '../../eventstore/port';
import type { DbClient } from '../../platform/db';
import { byCategory } from '../by-category';
import type { Projection } from '../projection';

interface Activity {
  entityType: ActivityEntityType;
  entityId: number;
  action: string;
  details: Record<string, unknown>;
}

/** The HR user whose card shows the event; events without one (the mail reactor's) are not shown. */
function ownerOf(event: RecordedEvent): number | null {
  const owner = Number(event.metadata.tenant);
  return Number.isInteger(owner) && owner > 0 ? owner : null;
}

/** Companies and employees are shown by their latest name, also on lines of events that do not carry it. */
async function withName(tx: DbClient, activity: Activity): Promise<Activity> {
  if (activity.entityType !== 'company' && activity.entityType !== 'employee') return activity;
  const { entityType, entityId } = activity;
  if (typeof activity.details.naam === 'string') {
    await tx.query(
      `INSERT INTO activity_names (entity_type, entity_id, naam) VALUES ($1, $2, $3) ON CONFLICT (entity_type, entity_id) DO UPDATE SET naam = excluded.naam`,
      [entityType, entityId, activity.details.naam],
    );
    return activity;
  }
  if (activity.details.naam != null) return activity;
  const { rows } = await tx.query<{ naam: string }>(`SELECT naam FROM activity_names WHERE entity_type = $1 AND entity_id = $2`, [entityType, entityId]);
  return { ...activity, details: { naam: rows[0]?.naam ?? null } };
}

async function record(tx: DbClient, event: RecordedEvent, activity: Activity) {
  const owner = ownerOf(event);
  if (owner === null) return;
  const { entityType, entityId, action, details } = await withName(tx, activity);
  await tx.query(
    `INSERT INTO activity (event_id, hr_user_id, entity_type, entity_id, action, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (event_id) DO NOTHING`,
    [event.id, owner, entityType, entityId, action, JSON.stringify(details), event.recordedAt],
  );
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
  apply: byCategory({
    async pop(tx, event, id) {
      if (ownerOf(event) === null) return;
      if (event.type === 'ConversationDeleted') {
        await tx.query(`DELETE FROM activity WHERE entity_type = 'pop' AND entity_id = $1`, [id]);
        return;
      }
      // The names as planned: a line about a conversation keeps the names it was planned with.
      if (event.type === 'ConversationPlanned') {
        await tx.query(`INSERT INTO activity_pops (pop_id, medewerker_naam, bedrijf_naam) VALUES ($1, $2, $3) ON CONFLICT (pop_id) DO NOTHING`, [
          id,
          event.data.employeeName,
          event.data.companyName,
        ]);
      }
      const { rows } = await tx.query<{ medewerker_naam: string; bedrijf_naam: string }>(
        `SELECT medewerker_naam, bedrijf_naam FROM activity_pops WHERE pop_id = $1`,
        [id],
      );
      const action =
        event.type === 'ConversationPlanned'
          ? 'create'
          : event.type === 'ConversationStatusChanged'
            ? `status:${event.data.status}`
            : event.type === 'ConversationArchived'
              ? 'archive'
              : 'update';
      await record(tx, event, { entityType: 'pop', entityId: id, action, details: rows[0] ?? { medewerker_naam: '', bedrijf_naam: '' } });
    },
    company: (tx, event, id) =>
      record(tx, event, {
        entityType: 'company',
        entityId: id,
        action: event.type === 'CompanyRegistered' ? 'create' : 'update',
        details: { naam: event.type === 'CompanyRegistered' || event.type === 'CompanyRenamed' ? event.data.name : null },
      }),
    employee: (tx, event, id) =>
      record(tx, event, {
        entityType: 'employee',
        entityId: id,
        action: event.type === 'EmployeeRegistered' ? 'create' : 'update',
        details: { naam: event.type === 'EmployeeRegistered' || event.type === 'EmployeeRenamed' ? event.data.name : null },
      }),
    goal: (tx, event, id) =>
      record(tx, event, { entityType: 'goal', entityId: id, action: event.type === 'LibraryGoalAdded' ? 'create' : 'update', details: { omschrijving: event.data.description } }),
    ambition: (tx, event, id) =>
      record(tx, event, {
        entityType: 'ambition',
        entityId: id,
        action: event.type === 'LibraryAmbitionAdded' ? 'create' : 'update',
        details: { omschrijving: event.data.description },
      }),
    activity: (tx, event) => {
      const { entityType, entityId, action, details } = event.data;
      return record(tx, event, { entityType, entityId, action, details });
    },
  }),
};
