import {
  libraryEventTypes,
  type LibraryEntryAddedData,
  type LibraryEntryUpdatedData,
  type LibraryEventOf,
  type LibraryKind,
} from '../../../events/library';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Decider } from '../decider';

export const OMSCHRIJVING_MAX = 500;

export const libraryMessages = {
  omschrijvingRequired: 'Omschrijving is verplicht',
  omschrijvingTooLong: `Omschrijving mag maximaal ${OMSCHRIJVING_MAX} karakters bevatten`,
  notFound: { goal: 'Doel niet gevonden', ambition: 'Ambitie niet gevonden' },
} as const;

export const libraryCommandTypes = {
  goal: { add: 'AddGoal', update: 'UpdateGoal' },
  ambition: { add: 'AddAmbition', update: 'UpdateAmbition' },
} as const;

type CommandNames<K extends LibraryKind> = (typeof libraryCommandTypes)[K];

export type AddLibraryEntry<K extends LibraryKind> = {
  type: CommandNames<K>['add'];
  entryId: number;
  actorId: number;
  omschrijving: string;
  now: string;
};
/** Without actief the entry keeps its current flag. */
export type UpdateLibraryEntry<K extends LibraryKind> = {
  type: CommandNames<K>['update'];
  actorId: number;
  omschrijving: string;
  actief?: boolean;
  now: string;
};
export type LibraryCommandOf<K extends LibraryKind> = AddLibraryEntry<K> | UpdateLibraryEntry<K>;

export interface LibraryEntryState {
  exists: boolean;
  entryId: number;
  ownerId: number;
  omschrijving: string;
  actief: boolean;
}

export const initialLibraryEntryState = (): LibraryEntryState => ({
  exists: false,
  entryId: 0,
  ownerId: 0,
  omschrijving: '',
  actief: false,
});

/** Trimmed, required, at most 500 characters; the same rule guards the edge and the decider. */
export function normalizeOmschrijving(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ValidationError(libraryMessages.omschrijvingRequired);
  if (trimmed.length > OMSCHRIJVING_MAX) throw new ValidationError(libraryMessages.omschrijvingTooLong);
  return trimmed;
}

/**
 * One decider for both libraries: goals and ambitions differ only in their names, so the
 * command and event type names come from the kind.
 */
export function createLibraryDecider<K extends LibraryKind>(
  kind: K,
): Decider<LibraryEntryState, LibraryCommandOf<K>, LibraryEventOf<K>> {
  const eventTypes = libraryEventTypes[kind];
  const commandTypes = libraryCommandTypes[kind];
  const event = (type: string, data: LibraryEntryAddedData | LibraryEntryUpdatedData) => ({ type, data }) as LibraryEventOf<K>;

  function evolve(state: LibraryEntryState, recorded: LibraryEventOf<K>): LibraryEntryState {
    if (recorded.type === eventTypes.added) {
      const { entryId, hrUserId, omschrijving, actief } = recorded.data as LibraryEntryAddedData;
      return { exists: true, entryId, ownerId: hrUserId, omschrijving, actief };
    }
    if (recorded.type === eventTypes.updated) {
      const { omschrijving, actief } = recorded.data as LibraryEntryUpdatedData;
      return { ...state, omschrijving, actief };
    }
    return state;
  }

  function decide(command: LibraryCommandOf<K>, state: LibraryEntryState): LibraryEventOf<K>[] {
    const omschrijving = normalizeOmschrijving(command.omschrijving);
    if (command.type === commandTypes.add) {
      if (state.exists) throw new ConflictError();
      const { entryId, actorId, now } = command as AddLibraryEntry<K>;
      return [event(eventTypes.added, { entryId, hrUserId: actorId, omschrijving, actief: true, at: now })];
    }
    // Another user's entry is indistinguishable from a missing one: tenants are sealed.
    if (!state.exists || state.ownerId !== command.actorId) throw new NotFoundError(libraryMessages.notFound[kind]);
    const update = command as UpdateLibraryEntry<K>;
    const actief = update.actief ?? state.actief;
    if (omschrijving === state.omschrijving && actief === state.actief) return [];
    return [event(eventTypes.updated, { omschrijving, actief, at: command.now })];
  }

  return { initialState: initialLibraryEntryState, decide, evolve };
}

export const goalDecider = createLibraryDecider('goal');
export const ambitionDecider = createLibraryDecider('ambition');
