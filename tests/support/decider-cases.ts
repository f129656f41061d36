import { it } from 'vitest';
import type { DomainEvent } from '../../backend/commands/decider';
import type { deciderSpec } from '../../backend/commands/decider-spec';
import { NotFoundError, ValidationError } from '../../backend/platform/errors';

/**
 * A builder for one command type of a decider: `defaults` fill every field but `type`, and each
 * call may override some of them (`register({ name: '' })`).
 */
export function commandBuilder<Command extends { type: string }>() {
  return <Type extends Command['type']>(type: Type, defaults: Omit<Extract<Command, { type: Type }>, 'type'>) =>
    (overrides: Partial<Extract<Command, { type: Type }>> = {}): Command =>
      ({ type, ...defaults, ...overrides }) as unknown as Command;
}

type Spec<Command, Event extends DomainEvent> = ReturnType<typeof deciderSpec<unknown, Command, Event>>;

/** Each command, decided on a new stream, is refused with a ValidationError with its message. */
export function expectInvalid<Command, Event extends DomainEvent>(
  spec: Spec<Command, Event>,
  cases: [command: Command, message: string][],
) {
  for (const [command, message] of cases) spec.given([]).when(command).thenThrows(ValidationError, message);
}

/**
 * The cases every update command of master data with an `active` flag (companies, employees) must
 * pass: an inactive entity is activated again, an update that changes nothing (or leaves `active`
 * out) records nothing, and another user's entity or a missing one is not found.
 */
export function updateWithActiveFlagCases<Command, Event extends DomainEvent>(
  noun: string,
  cases: {
    spec: Spec<Command, Event>;
    registered: Event;
    deactivated: Event;
    activated: Event;
    /** The update command; without overrides it changes nothing on `registered` and sets active. */
    update(overrides?: { active?: boolean }): Command;
    /** The same update sent by another user. */
    byStranger: Command;
    notFoundMessage: string;
  },
) {
  const { spec, registered, deactivated, activated, update } = cases;
  it(`activates an inactive ${noun} again`, () => {
    spec
      .given([registered, deactivated])
      .when(update({ active: true }))
      .then([activated]);
  });

  it('emits nothing when nothing changed, or when active is left out', () => {
    spec.given([registered]).when(update()).thenNothing();
    spec
      .given([registered, deactivated])
      .when(update({ active: undefined }))
      .thenNothing();
  });

  it(`answers not found for another user's ${noun} and for a missing one`, () => {
    spec.given([registered]).when(cases.byStranger).thenThrows(NotFoundError, cases.notFoundMessage);
    spec.given([]).when(update()).thenThrows(NotFoundError);
  });
}
