import { describe, expect, it } from 'vitest';
import { companyOptions } from './companies';

const active = [
  { id: 1, naam: 'Alfa', branche: 'ICT', actief: true, medewerkers_aantal: 0 },
  { id: 2, naam: 'Beta', branche: 'Zorg', actief: true, medewerkers_aantal: 3 },
];

describe('companyOptions', () => {
  it('offers the active companies, nothing while they load', () => {
    expect(companyOptions(active)).toEqual([
      { value: 1, label: 'Alfa' },
      { value: 2, label: 'Beta' },
    ]);
    expect(companyOptions(undefined)).toEqual([]);
  });

  it("keeps the edited item's own company selectable once it became inactive, first, and only once", () => {
    expect(companyOptions(active, { id: 9, name: 'Gesloten BV' })[0]).toEqual({ value: 9, label: 'Gesloten BV' });
    expect(companyOptions(active, { id: 2, name: 'Beta' })).toHaveLength(2);
    expect(companyOptions(undefined, { id: 9, name: '' })).toEqual([{ value: 9, label: 'Bedrijf 9' }]);
  });
});
