import type { RecordedEvent } from '../eventstore/port';
import { isTransientDbError, type DbClient } from '../platform/db';
import { parkEvent, type ParkedEvent } from './dead-letter';
import type { Projection } from './projection';

/**
 * Applies `events`, parking those that cannot be applied. Each attempt runs under a savepoint;
 * a failing set is halved until the failing events stand alone (k bad events in n cost about
 * 2k·log2(n) attempts and as many savepoints, where one savepoint per event would create n
 * subtransactions in a 5,000-event rebuild batch). Halving is safe because a projection gives
 * the same rows however a run of events is cut into batches.
 *
 * A transient error (connection, timeout, deadlock) is not the events' fault: it aborts the
 * whole transaction, nothing is parked, and the caller retries later.
 *
 * `knownToFail`: the caller just saw the whole set fail (the runner's fast path), so start by
 * halving instead of trying it once more.
 */
export async function applyOrPark(
  tx: DbClient,
  projection: Projection,
  events: readonly RecordedEvent[],
  knownToFail = false,
): Promise<ParkedEvent[]> {
  const parked: ParkedEvent[] = [];
  if (knownToFail && events.length > 1) {
    const middle = Math.ceil(events.length / 2);
    await attempt(tx, projection, events.slice(0, middle), parked);
    await attempt(tx, projection, events.slice(middle), parked);
  } else if (events.length) {
    await attempt(tx, projection, events, parked);
  }
  return parked;
}

async function attempt(tx: DbClient, projection: Projection, events: readonly RecordedEvent[], parked: ParkedEvent[]) {
  await tx.query('SAVEPOINT apply_events');
  try {
    await projection.apply(tx, events);
    await tx.query('RELEASE SAVEPOINT apply_events');
    return;
  } catch (err) {
    if (isTransientDbError(err)) throw err;
    await tx.query('ROLLBACK TO SAVEPOINT apply_events');
    await tx.query('RELEASE SAVEPOINT apply_events');
    if (events.length === 1) {
      parked.push(await parkEvent(tx, projection.name, events[0]!, err));
      return;
    }
  }
  const middle = Math.ceil(events.length / 2);
  await attempt(tx, projection, events.slice(0, middle), parked);
  await attempt(tx, projection, events.slice(middle), parked);
}
