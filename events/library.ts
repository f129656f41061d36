import { defineCategory, renameFields, type EventCategory } from './category';
import type { LibraryKind } from '../contracts/library';

/**
 * Events of the goal library (`goal-<entryId>`) and the ambition library (`ambition-<entryId>`):
 * one stream per entry. Both kinds have the same shape; their type names differ, and differ from
 * the goals and ambitions agreed in a conversation, which are other facts.
 */

export type LibraryEntryAddedData = {
  entryId: number;
  ownerId: number;
  description: string;
  /** New entries are active (SPEC 4, Active flag). */
  active: boolean;
  at: string;
};

export type LibraryEntryUpdatedData = {
  description: string;
  active: boolean;
  at: string;
};

export const libraryEventTypes = {
  goal: { added: 'LibraryGoalAdded', updated: 'LibraryGoalUpdated' },
  ambition: { added: 'LibraryAmbitionAdded', updated: 'LibraryAmbitionUpdated' },
} as const;

type Names<K extends LibraryKind> = (typeof libraryEventTypes)[K];

export type LibraryEventOf<K extends LibraryKind> =
  { type: Names<K>['added']; data: LibraryEntryAddedData } | { type: Names<K>['updated']; data: LibraryEntryUpdatedData };

export type LibraryGoalEvent = LibraryEventOf<'goal'>;
export type LibraryAmbitionEvent = LibraryEventOf<'ambition'>;
export type LibraryEvent = LibraryGoalEvent | LibraryAmbitionEvent;

/** Version 1 was GoalAdded/GoalUpdated (and Ambition...), with Dutch fields and hrUserId as the owner. */
const version1 = (oldPrefix: 'Goal' | 'Ambition', kind: LibraryKind) => [
  renameFields(
    `${oldPrefix}Added`,
    1,
    { hrUserId: 'ownerId', omschrijving: 'description', actief: 'active' },
    libraryEventTypes[kind].added,
  ),
  renameFields(`${oldPrefix}Updated`, 1, { omschrijving: 'description', actief: 'active' }, libraryEventTypes[kind].updated),
];

export const libraryCategories: { readonly [K in LibraryKind]: EventCategory<LibraryEventOf<K>> } = {
  goal: defineCategory<LibraryGoalEvent>({
    name: 'goal',
    versions: { LibraryGoalAdded: 2, LibraryGoalUpdated: 2 },
    history: version1('Goal', 'goal'),
  }),
  ambition: defineCategory<LibraryAmbitionEvent>({
    name: 'ambition',
    versions: { LibraryAmbitionAdded: 2, LibraryAmbitionUpdated: 2 },
    history: version1('Ambition', 'ambition'),
  }),
};

export const libraryStream = (kind: LibraryKind, entryId: number) => libraryCategories[kind].streamOf(entryId);
