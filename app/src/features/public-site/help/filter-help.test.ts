import { describe, expect, it } from 'vitest';
import { filterHelp, resultCount } from './filter-help';
import { helpFaqs, helpItems, helpVideos } from './help-content';

describe('help centre content and search', () => {
  it("has ten FAQ items and seven videos in SPEC's categories, all in the mixed list once", () => {
    expect(helpFaqs).toHaveLength(10);
    expect(helpVideos).toHaveLength(7);
    expect(helpVideos.map((v) => v.category).sort()).toEqual([
      'AI',
      'Account',
      'Algemeen',
      'Bedrijven',
      'Medewerkers',
      'POP Gesprekken',
      'POP Gesprekken',
    ]);
    expect(new Set(helpItems).size).toBe(17);
    expect(helpItems).toHaveLength(17);
  });

  it('searches question, answer and category, or title, description and category, ignoring case and accents', () => {
    expect(filterHelp(helpItems, 'VERIFIËREN', false).map((i) => i.id)).toContain('e-mail-verifieren');
    expect(filterHelp(helpItems, 'verifieren', false).map((i) => i.id)).toContain('e-mail-verifieren');
    expect(filterHelp(helpItems, 'bedrijven', false).some((i) => i.kind === 'video' && i.id === 'bedrijf-registreren')).toBe(true);
    // A word only in an answer.
    expect(filterHelp(helpItems, 'Kwaliteitsregister', false)).toEqual([]);
    expect(
      filterHelp(helpItems, 'zes cijfers', false)
        .map((i) => i.id)
        .sort(),
    ).toEqual(['account-beveiligen', 'tweestapsverificatie']);
  });

  it("shows only videos when asked, and counts with SPEC's wording", () => {
    expect(filterHelp(helpItems, '', true)).toHaveLength(7);
    expect(filterHelp(helpItems, 'tweestaps', true).map((i) => i.id)).toEqual(['account-beveiligen']);
    expect(resultCount(1)).toBe('1 gesprek');
    expect(resultCount(17)).toBe('17 gesprekken');
    expect(resultCount(0)).toBe('0 gesprekken');
  });
});
