/**
 * Events of the goal library (`goal-<id>`) and the ambition library (`ambition-<id>`): one stream
 * per entry. Both kinds have the same shape; the event type names keep them apart for consumers
 * that listen to one kind only (activity feed, suggestions).
 */

export type LibraryKind = 'goal' | 'ambition';

export const libraryStream = (kind: LibraryKind, entryId: number) => `${kind}-${entryId}`;

export type LibraryEntryAddedData = {
  entryId: number;
  hrUserId: number;
  omschrijving: string;
  /** New entries are active (SPEC 4, Active flag). */
  actief: boolean;
  at: string;
};

export type LibraryEntryUpdatedData = {
  omschrijving: string;
  actief: boolean;
  at: string;
};

export const libraryEventTypes = {
  goal: { added: 'GoalAdded', updated: 'GoalUpdated' },
  ambition: { added: 'AmbitionAdded', updated: 'AmbitionUpdated' },
} as const;

type Names<K extends LibraryKind> = (typeof libraryEventTypes)[K];

export type LibraryEventOf<K extends LibraryKind> =
  | { type: Names<K>['added']; data: LibraryEntryAddedData }
  | { type: Names<K>['updated']; data: LibraryEntryUpdatedData };

export type GoalLibraryEvent = LibraryEventOf<'goal'>;
export type AmbitionLibraryEvent = LibraryEventOf<'ambition'>;
export type LibraryEvent = GoalLibraryEvent | AmbitionLibraryEvent;
