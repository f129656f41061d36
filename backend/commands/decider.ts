import type { EventCategory } from '../../events/category';
import type { Evolver } from '../eventstore/load-aggregate';

/** A domain event as the deciders see it: a type tag and a JSON-safe payload. */
export interface DomainEvent<Type extends string = string, Data extends Record<string, unknown> = Record<string, unknown>> {
  type: Type;
  data: Data;
}

/**
 * decide(command, state) -> events, evolve(state, event) -> state. Pure: the clock and new ids
 * arrive on the command. decide throws typed errors (backend/platform/errors) to refuse. The
 * category says which streams the decider runs on, which of their events it folds, and with which
 * schema version new events are written.
 */
export interface Decider<State, Command, Event extends DomainEvent> extends Evolver<State, Event> {
  category: EventCategory<Event, number | string>;
  decide(command: Command, state: State): Event[];
}

/** A decider from its four parts; the types follow from them. */
export function decider<State, Command, Event extends DomainEvent>(
  category: EventCategory<Event, number | string>,
  initialState: () => State,
  decide: (command: Command, state: State) => Event[],
  evolve: (state: State, event: Event) => State,
): Decider<State, Command, Event> {
  return { category, initialState, decide, evolve };
}

export function foldEvents<State, Event extends DomainEvent>(evolver: Evolver<State, Event>, events: readonly Event[]): State {
  return events.reduce((state, event) => evolver.evolve(state, event), evolver.initialState());
}
