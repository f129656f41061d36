import { dataSubjectCategory } from '../../../events/data-subject';
import type { RecordedEvent } from '../../eventstore/port';
import type { Projection, ReplayRun } from '../projection';
import { erasureScrubs } from './erasure-scrubs';

/**
 * A projection that also forgets erased subjects: the batch is applied up to each PersonalDataErased,
 * the read model's scrub runs in the same transaction, and the rest follows. Same runner, same
 * transaction, same order as the events: a rebuild and a running read model end up alike.
 * Projections without a scrub are returned as they are.
 */
export function withErasure(projection: Projection): Projection {
  const scrub = erasureScrubs[projection.name];
  if (!scrub) return projection;
  const scrubbing =
    (apply: Projection['apply'], scrubbed?: ReplayRun['erased']): Projection['apply'] =>
    async (tx, events) => {
      let from = 0;
      for (let i = 0; i < events.length; i++) {
        const event = events[i]!;
        if (!dataSubjectCategory.owns(event.streamId) || !dataSubjectCategory.is(event)) continue;
        if (i > from) await apply(tx, events.slice(from, i));
        const erasure = (event as RecordedEvent & { data: Parameters<typeof scrub>[1] }).data;
        await scrub(tx, erasure);
        await scrubbed?.(tx, erasure);
        from = i + 1;
      }
      if (from === 0) await apply(tx, events);
      else if (from < events.length) await apply(tx, events.slice(from));
    };
  // A rebuild's replay (growth's) applies its own way: an erasure that lands while the replay runs,
  // after the subject's events were read with their data, must be scrubbed there too, and what the
  // run keeps in memory for its finish (growth's facts) forgets it as the tables did.
  const replay = projection.replay;
  return {
    ...projection,
    apply: scrubbing(projection.apply),
    ...(replay
      ? {
          replay: {
            ...replay,
            start: () => {
              const run = replay.start();
              return { ...run, apply: scrubbing(run.apply, run.erased) };
            },
          },
        }
      : {}),
  };
}
