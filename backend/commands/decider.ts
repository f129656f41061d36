/** A domain event as the deciders see it: a type tag and a JSON-safe payload. */
export interface DomainEvent<Type extends string = string, Data extends Record<string, unknown> = Record<string, unknown>> {
  type: Type;
  data: Data;
}

/**
 * decide(command, state) -> events, evolve(state, event) -> state. Pure: the clock and new ids
 * arrive on the command. decide throws typed errors (backend/platform/errors) to refuse.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

export function foldEvents<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}
