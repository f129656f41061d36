import { isTransientDbError, withClient, type Pool } from '../platform/db';
import { readCheckpoint } from './commit-batch';
import { errorText, eventOf, type DeadLetterRow } from './dead-letter';
import type { Projection } from './projection';

/** Projections whose checkpoints (and dead letters) live in `schema`. */
export interface RetryTarget {
  schema: string;
  projections: readonly Projection[];
}

export interface RetryAttempt {
  projection: string;
  streamId: string;
  streamPosition: number;
  type: string;
  /** null when it was applied and left the table. */
  error: string | null;
}

export interface RetrySummary {
  applied: number;
  failed: number;
  /** Parked by projections this code no longer has; left alone. */
  unknown: Map<string, number>;
}

/**
 * Applies parked events once more with the current code, one transaction per event: a
 * success removes the dead letter, a failure keeps it with the new error. Per projection in
 * the order they were parked, which is the order of the store (a runner parks as it goes).
 * Each transaction first locks the projection's checkpoint row, as a runner's batch does, so
 * a retry never interleaves with a batch of the running app.
 */
export async function retryParked(
  pool: Pool,
  targets: readonly RetryTarget[],
  options: { projection?: string; onAttempt?: (attempt: RetryAttempt) => void } = {},
): Promise<RetrySummary> {
  const summary: RetrySummary = { applied: 0, failed: 0, unknown: new Map() };
  for (const { schema, projections } of targets) {
    const { rows: exists } = await pool.query<{ ok: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS ok`, [
      `${schema}.projection_dead_letters`,
    ]);
    if (!exists[0]?.ok) continue;
    const { rows } = await pool.query<DeadLetterRow>(
      `SELECT * FROM ${schema}.projection_dead_letters WHERE $1::text IS NULL OR projection = $1 ORDER BY projection, id`,
      [options.projection ?? null],
    );
    const byName = new Map(projections.map((p) => [p.name, p]));
    for (const row of rows) {
      const projection = byName.get(row.projection);
      if (!projection) {
        summary.unknown.set(row.projection, (summary.unknown.get(row.projection) ?? 0) + 1);
        continue;
      }
      const error = await retryOne(pool, schema, projection, row);
      if (error === 'gone') continue;
      if (error === null) summary.applied++;
      else summary.failed++;
      options.onAttempt?.({
        projection: row.projection,
        streamId: row.stream_id,
        streamPosition: row.stream_position,
        type: row.event_type,
        error,
      });
    }
  }
  return summary;
}

/** null when applied, the error when it failed again, 'gone' when someone else retried it meanwhile. */
async function retryOne(pool: Pool, schema: string, projection: Projection, row: DeadLetterRow): Promise<string | null | 'gone'> {
  return withClient(pool, async (tx) => {
    await tx.query('BEGIN');
    await tx.query(`SET LOCAL search_path TO ${schema}, public`);
    await readCheckpoint(tx, schema, projection.name, true);
    const { rows } = await tx.query('SELECT 1 FROM projection_dead_letters WHERE id = $1 FOR UPDATE', [row.id]);
    if (!rows.length) {
      await tx.query('ROLLBACK');
      return 'gone';
    }
    await tx.query('SAVEPOINT retry_event');
    let failure: unknown;
    try {
      await projection.apply(tx, [eventOf(row)]);
    } catch (err) {
      if (isTransientDbError(err)) throw err;
      failure = err;
    }
    if (failure === undefined) {
      await tx.query('DELETE FROM projection_dead_letters WHERE id = $1', [row.id]);
      await tx.query('UPDATE projection_checkpoints SET events_applied = events_applied + 1, updated_at = now() WHERE name = $1', [
        projection.name,
      ]);
      await tx.query('COMMIT');
      return null;
    }
    await tx.query('ROLLBACK TO SAVEPOINT retry_event');
    const { error, errorCode } = errorText(failure);
    await tx.query(
      'UPDATE projection_dead_letters SET error = $2, error_code = $3, retries = retries + 1, retried_at = now() WHERE id = $1',
      [row.id, error, errorCode],
    );
    await tx.query('COMMIT');
    return error;
  });
}
