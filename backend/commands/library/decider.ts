import { libraryMessages, OMSCHRIJVING_MAX, type LibraryKind } from '../../../contracts/library';
import { libraryCategories, libraryEventTypes, type LibraryEvent, type LibraryEventOf } from '../../../events/library';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Decider } from '../decider';
import { unhandled } from '../../../events/unhandled';

export const libraryCommandTypes = {
  goal: { add: 'AddGoal', update: 'UpdateGoal' },
  ambition: { add: 'AddAmbition', update: 'UpdateAmbition' },
} as const;

type CommandNames<K extends LibraryKind> = (typeof libraryCommandTypes)[K];

export type AddLibraryEntry<K extends LibraryKind> = {
  type: CommandNames<K>['add'];
  entryId: number;
  actorId: number;
  description: string;
  now: string;
};
/** Without active the entry keeps its current flag. */
export type UpdateLibraryEntry<K extends LibraryKind> = {
  type: CommandNames<K>['update'];
  actorId: number;
  description: string;
  active?: boolean;
  now: string;
};
export type LibraryCommandOf<K extends LibraryKind> = AddLibraryEntry<K> | UpdateLibraryEntry<K>;

export interface LibraryEntryState {
  exists: boolean;
  entryId: number;
  ownerId: number;
  description: string;
  active: boolean;
}

export const initialLibraryEntryState = (): LibraryEntryState => ({
  exists: false,
  entryId: 0,
  ownerId: 0,
  description: '',
  active: false,
});

/** One evolve for both kinds: their events differ only in name. */
export function evolveLibraryEntry(state: LibraryEntryState, event: LibraryEvent): LibraryEntryState {
  switch (event.type) {
    case 'LibraryGoalAdded':
    case 'LibraryAmbitionAdded': {
      const { entryId, ownerId, description, active } = event.data;
      return { exists: true, entryId, ownerId, description, active };
    }
    case 'LibraryGoalUpdated':
    case 'LibraryAmbitionUpdated':
      return { ...state, description: event.data.description, active: event.data.active };
    default:
      return unhandled(event);
  }
}

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
export function createLibraryDecider<K extends LibraryKind>(kind: K): Decider<LibraryEntryState, LibraryCommandOf<K>, LibraryEventOf<K>> {
  const eventTypes = libraryEventTypes[kind];

  function decide(command: LibraryCommandOf<K>, state: LibraryEntryState): LibraryEventOf<K>[] {
    const description = normalizeOmschrijving(command.description);
    if ('entryId' in command) {
      if (state.exists) throw new ConflictError();
      const { entryId, actorId, now } = command;
      return [{ type: eventTypes.added, data: { entryId, ownerId: actorId, description, active: true, at: now } }];
    }
    // Another user's entry is indistinguishable from a missing one: tenants are sealed.
    if (!state.exists || state.ownerId !== command.actorId) throw new NotFoundError(libraryMessages.notFound[kind]);
    const active = command.active ?? state.active;
    if (description === state.description && active === state.active) return [];
    return [{ type: eventTypes.updated, data: { description, active, at: command.now } }];
  }

  return { category: libraryCategories[kind], initialState: initialLibraryEntryState, decide, evolve: evolveLibraryEntry };
}

export const goalDecider = createLibraryDecider('goal');
export const ambitionDecider = createLibraryDecider('ambition');
