import { expect } from 'vitest';
import { foldEvents, type Decider, type DomainEvent } from './decider';

type ErrorClass = abstract new (...args: never[]) => Error;
/** What a refusal must look like: its class, its message (a substring or a pattern), or an equal error. */
export type ErrorCheck = ErrorClass | string | RegExp | Error;

interface Then<Event> {
  /** Exactly these events; or a function that asserts on the events decided. */
  then(expected: readonly Event[] | ((events: Event[]) => void)): void;
  /** The command is refused; every check must hold for the error thrown. */
  thenThrows(...checks: ErrorCheck[]): void;
  /** Nothing to record. */
  thenNothing(): void;
}

/**
 * Decider tests as given / when / then (after Emmett's DeciderSpecification): given these past
 * events, when this command, then these new events, this error, or nothing.
 *
 *   const spec = deciderSpec(companyDecider);
 *   spec.given([registered]).when(rename).then([{ type: 'CompanyRenamed', data: { ... } }]);
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: readonly Event[]) {
      return {
        when(command: Command): Then<Event> {
          const decide = () => decider.decide(command, foldEvents(decider, events));
          return {
            then(expected) {
              if (typeof expected === 'function') expected(decide());
              else expect(decide()).toEqual(expected);
            },
            thenThrows(...checks) {
              if (checks.length === 0) expect(decide).toThrow();
              for (const check of checks) expect(decide).toThrow(check);
            },
            thenNothing() {
              expect(decide()).toEqual([]);
            },
          };
        },
      };
    },
  };
}
