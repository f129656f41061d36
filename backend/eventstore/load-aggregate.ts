import type { EventCategory } from '../../events/category';
import type { EventStore, ReadStreamOptions, RecordedEvent } from '../eventstore/port';
import type { DomainEvent, Evolver } from './decider';

/**
 * Folds recorded events through the category's guard: events of other types (written by a newer
 * version of the product, say) are left out rather than handed to an evolve that cannot know them.
 */
export function foldRecorded<State, Event extends DomainEvent>(
  category: EventCategory<Event, number | string>,
  evolver: Evolver<State, Event>,
  recorded: readonly RecordedEvent[],
): State {
  let state = evolver.initialState();
  for (const event of recorded) if (category.is(event)) state = evolver.evolve(state, event);
  return state;
}

/** The aggregate `id` of the category as its stream says (optionally as it was at `asOf`). */
export async function loadAggregate<State, Event extends DomainEvent, Id extends number | string>(
  store: EventStore,
  category: EventCategory<Event, Id>,
  evolver: Evolver<State, Event>,
  id: Id,
  options: ReadStreamOptions = {},
): Promise<State> {
  return foldRecorded(category, evolver, await store.readStream(category.streamOf(id), options));
}
