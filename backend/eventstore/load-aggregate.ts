import type { CategoryEvent, EventCategory } from '../../events/category';
import type { EventStore, ReadStreamOptions, RecordedEvent } from './port';

/** What folding a stream needs: a start and a step (a decider is one; so is a read-side fold). */
export interface Evolver<State, Event> {
  initialState(): State;
  evolve(state: State, event: Event): State;
}

/**
 * Folds recorded events onto `from` (by default the initial state) through the category's guard: events
 * of other types (written by a newer version of the product, say) are left out rather than handed to an
 * evolve that cannot know them.
 */
export function foldRecorded<State, Event extends CategoryEvent>(
  category: EventCategory<Event, number | string>,
  evolver: Evolver<State, Event>,
  recorded: readonly RecordedEvent[],
  from: State = evolver.initialState(),
): State {
  let state = from;
  for (const event of recorded) if (category.is(event)) state = evolver.evolve(state, event);
  return state;
}

/** The aggregate `id` of the category as its stream says (optionally as it was at `asOf`). */
export async function loadAggregate<State, Event extends CategoryEvent, Id extends number | string>(
  store: EventStore,
  category: EventCategory<Event, Id>,
  evolver: Evolver<State, Event>,
  id: Id,
  options: ReadStreamOptions = {},
): Promise<State> {
  return foldRecorded(category, evolver, await store.readStream(category.streamOf(id), options));
}
