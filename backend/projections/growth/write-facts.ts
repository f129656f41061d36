import type { DbClient } from '../../platform/db';
import type { GrowthBatch } from './collect';

const DUTCH_MONTH = (column: string) => `date_trunc('month', ${column} AT TIME ZONE 'Europe/Amsterdam')::date`;

/**
 * Writes the facts of one batch, one multi-row statement per kind. Conversation rows only move
 * forward (stream position guard) and goal events are keyed by (goal, position), so a replayed
 * batch changes nothing.
 */
export async function writeFacts(tx: DbClient, batch: GrowthBatch) {
  const planned = [...batch.planned.values()];
  if (planned.length) {
    const col = <K extends keyof (typeof planned)[number]>(key: K) => planned.map((row) => row[key]);
    await tx.query(
      `INSERT INTO growth_conversations (pop_id, hr_user_id, bedrijf_id, medewerker_id, datum_tijd, maand, status, gearchiveerd, verwijderd, version)
       SELECT p, o, b, m, d, ${DUTCH_MONTH('d')}, s, a, v, ver
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::timestamptz[], $6::text[], $7::bool[], $8::bool[], $9::int[])
           AS n(p, o, b, m, d, s, a, v, ver)
       ON CONFLICT (pop_id) DO UPDATE
         SET datum_tijd = excluded.datum_tijd, maand = excluded.maand, status = excluded.status,
             gearchiveerd = excluded.gearchiveerd, verwijderd = excluded.verwijderd, version = excluded.version
       WHERE growth_conversations.version < excluded.version`,
      [
        col('popId'),
        col('ownerId'),
        col('companyId'),
        col('employeeId'),
        col('scheduledAt'),
        col('status'),
        col('archived'),
        col('deleted'),
        col('version'),
      ],
    );
  }
  const changes = [...batch.changes.values()];
  if (changes.length) {
    const col = <K extends keyof (typeof changes)[number]>(key: K) => changes.map((row) => row[key] ?? null);
    await tx.query(
      `UPDATE growth_conversations c
          SET datum_tijd = coalesce(n.d, c.datum_tijd), maand = ${DUTCH_MONTH('coalesce(n.d, c.datum_tijd)')},
              status = coalesce(n.s, c.status), gearchiveerd = coalesce(n.a, c.gearchiveerd),
              verwijderd = c.verwijderd OR coalesce(n.v, false), version = n.ver
         FROM unnest($1::int[], $2::timestamptz[], $3::text[], $4::bool[], $5::bool[], $6::int[]) AS n(p, d, s, a, v, ver)
        WHERE c.pop_id = n.p AND c.version < n.ver`,
      [col('popId'), col('scheduledAt'), col('status'), col('archived'), col('deleted'), col('version')],
    );
  }
  if (batch.goals.length) {
    const col = <K extends keyof (typeof batch.goals)[number]>(key: K) => batch.goals.map((row) => row[key]);
    // A goal takes owner, employee and company from its conversation, which never change.
    await tx.query(
      `INSERT INTO growth_goals (goal_id, pop_id, hr_user_id, medewerker_id, bedrijf_id, omschrijving, omschrijving_version)
       SELECT n.g, n.p, c.hr_user_id, c.medewerker_id, c.bedrijf_id, n.o, n.v
         FROM unnest($1::int[], $2::int[], $3::text[], $4::int[]) AS n(g, p, o, v)
         JOIN growth_conversations c ON c.pop_id = n.p
       ON CONFLICT (goal_id) DO NOTHING`,
      [col('goalId'), col('popId'), col('description'), col('version')],
    );
  }
  if (batch.descriptions.size) {
    const entries = [...batch.descriptions];
    await tx.query(
      `UPDATE growth_goals g SET omschrijving = n.o, omschrijving_version = n.v
         FROM unnest($1::int[], $2::text[], $3::int[]) AS n(g, o, v)
        WHERE g.goal_id = n.g AND g.omschrijving_version < n.v`,
      [entries.map(([id]) => id), entries.map(([, d]) => d.description), entries.map(([, d]) => d.version)],
    );
  }
  if (batch.goalEvents.length) {
    const col = <K extends keyof (typeof batch.goalEvents)[number]>(key: K) => batch.goalEvents.map((row) => row[key]);
    await tx.query(
      `INSERT INTO growth_goal_events (goal_id, version, at, voortgang, deadline_set, deadline, verwijderd)
       SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[], $4::int[], $5::bool[], $6::date[], $7::bool[])
       ON CONFLICT (goal_id, version) DO NOTHING`,
      [col('goalId'), col('version'), col('at'), col('progress'), col('deadlineSet'), col('deadline'), col('removed')],
    );
  }
  if (batch.ambitionsAdded.length) {
    await tx.query(
      `INSERT INTO growth_ambitions (ambition_id, pop_id) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT (ambition_id) DO NOTHING`,
      [batch.ambitionsAdded.map((a) => a.ambitionId), batch.ambitionsAdded.map((a) => a.popId)],
    );
  }
  if (batch.ambitionsRemoved.length) {
    await tx.query(`UPDATE growth_ambitions SET verwijderd = true WHERE ambition_id = ANY($1::int[]) AND NOT verwijderd`, [
      batch.ambitionsRemoved,
    ]);
  }
}
