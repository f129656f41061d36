import type { LibraryKind } from '../../../../../contracts/library';

/** Goals and ambitions share one API shape (SPEC 2: "Ambitions have the same structure as goals"); the screens name them by path. */
export type LibraryPath = 'goals' | 'ambitions';

/** The contract's name of each library. */
export const LIBRARY_KIND: Record<LibraryPath, LibraryKind> = { goals: 'goal', ambitions: 'ambition' };

export interface LibraryTexts {
  title: string;
  subtitle: string;
  singular: string;
  addButton: string;
  addTitle: string;
  editTitle: string;
  showInactive: string;
  empty: string;
  noResults: string;
  created: string;
  updated: string;
}

export const LIBRARY_TEXTS: Record<LibraryPath, LibraryTexts> = {
  goals: {
    title: 'Doelen',
    subtitle: 'Beheer de doelen die je in POP gesprekken kunt gebruiken.',
    singular: 'Doel',
    addButton: 'Nieuw doel',
    addTitle: 'Nieuw doel',
    editTitle: 'Doel bewerken',
    showInactive: 'Toon inactieve doelen',
    empty: 'Geen doelen gevonden',
    noResults: 'Geen doelen gevonden voor je zoekopdracht',
    created: 'Doel aangemaakt',
    updated: 'Doel bijgewerkt',
  },
  ambitions: {
    title: 'Ambities',
    subtitle: 'Beheer de ambities die je in POP gesprekken kunt gebruiken.',
    singular: 'Ambitie',
    addButton: 'Nieuwe ambitie',
    addTitle: 'Nieuwe ambitie',
    editTitle: 'Ambitie bewerken',
    showInactive: 'Toon inactieve ambities',
    empty: 'Geen ambities gevonden',
    noResults: 'Geen ambities gevonden voor je zoekopdracht',
    created: 'Ambitie aangemaakt',
    updated: 'Ambitie bijgewerkt',
  },
};
