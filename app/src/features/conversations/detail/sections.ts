/** The parts of the detail page the sidebar switches between (SPEC 2, POP conversation detail). */
export type SectionId = 'gesprek' | 'doelen' | 'ambities' | 'gekoppeld' | 'log' | 'acties';

export interface SectionItem {
  id: SectionId;
  label: string;
  group: 'main' | 'overig';
}

export const SECTIONS: readonly SectionItem[] = [
  { id: 'gesprek', label: 'Gesprek', group: 'main' },
  { id: 'doelen', label: 'Doelen', group: 'main' },
  { id: 'ambities', label: 'Ambities', group: 'main' },
  { id: 'gekoppeld', label: 'Gekoppelde gesprekken', group: 'overig' },
  { id: 'log', label: 'Log', group: 'overig' },
  { id: 'acties', label: 'Acties', group: 'overig' },
];

/** The section named in the address hash ('#doelen'); the conversation itself otherwise, so a reload keeps the place. */
export function sectionFromHash(hash: string): SectionId {
  const id = hash.replace(/^#/, '');
  return SECTIONS.find((section) => section.id === id)?.id ?? 'gesprek';
}

/** The sidebar label with a count where it has one: 'Doelen (3)'. */
export function sectionLabel(section: SectionItem, counts: Partial<Record<SectionId, number>>): string {
  const count = counts[section.id];
  return count === undefined ? section.label : `${section.label} (${count})`;
}
