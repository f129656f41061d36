import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../platform/errors';
import { importMessages as m } from './messages';
import { companiesByName, toImportRows, validateRows } from './parse-rows';

describe('toImportRows', () => {
  it('finds the columns by header name, case-insensitive and trimmed, and keeps the sheet line numbers', () => {
    const rows = toImportRows(
      [
        { line: 1, cells: [' bedrijf', 'EMAIL ', 'Volledige naam'] },
        { line: 3, cells: ['Alfa', 'a@example.nl', ' Anna '] },
      ],
      true,
    );
    expect(rows).toEqual([{ line: 3, name: 'Anna', email: 'a@example.nl', company: 'Alfa' }]);
  });

  it('without a header takes the first three columns in order', () => {
    expect(toImportRows([{ line: 1, cells: ['Anna', 'a@example.nl', 'Alfa', 'extra'] }], false)).toEqual([
      { line: 1, name: 'Anna', email: 'a@example.nl', company: 'Alfa' },
    ]);
  });

  it('refuses a header without the required columns, and a sheet without data rows', () => {
    expect(() =>
      toImportRows(
        [
          { line: 1, cells: ['Naam'] },
          { line: 2, cells: ['x'] },
        ],
        true,
      ),
    ).toThrow(new ValidationError(m.missingColumns(['Email', 'Bedrijf'])));
    expect(() => toImportRows([{ line: 1, cells: ['Volledige naam', 'Email', 'Bedrijf'] }], true)).toThrow(new ValidationError(m.empty));
    expect(() => toImportRows([], false)).toThrow(new ValidationError(m.empty));
  });

  it('refuses more than 10,000 data rows', () => {
    const data = Array.from({ length: 10_001 }, (_, i) => ({ line: i + 1, cells: ['a', 'b', 'c'] }));
    expect(() => toImportRows(data, false)).toThrow(new ValidationError(m.tooManyRows));
    expect(toImportRows(data.slice(1), false)).toHaveLength(10_000);
  });
});

describe('validateRows', () => {
  const companies = companiesByName([
    { id: 1, name: 'Alfa', active: false },
    { id: 2, name: ' alfa ', active: true },
    { id: 3, name: 'Beta', active: true },
  ]);

  it('prefers an active company over an inactive namesake', () => {
    expect(companies.get('alfa')).toBe(2);
  });

  it('reports one reason per row and refers a duplicate to the first valid row with that address', () => {
    const { valid, errors } = validateRows(
      [
        { line: 2, name: 'Anna', email: 'anna@example.nl', company: 'Onbekend' },
        { line: 3, name: 'Anna', email: 'ANNA@example.nl', company: 'ALFA' },
        { line: 4, name: 'Anna', email: 'anna@example.nl ', company: 'Beta' },
        { line: 5, name: 'x'.repeat(201), email: 'x@example.nl', company: 'Beta' },
        { line: 6, name: 'Bas', email: 'bestaat@example.nl', company: 'Beta' },
      ],
      companies,
      new Set(['bestaat@example.nl']),
    );
    expect(valid).toEqual([{ line: 3, name: 'Anna', email: 'ANNA@example.nl', company: 'ALFA', companyId: 2 }]);
    expect(errors).toEqual([
      { line: 2, reason: 'Bedrijf "Onbekend" niet gevonden' },
      { line: 4, reason: 'Dubbel in bestand (regel 3)' },
      { line: 5, reason: m.nameTooLong },
      { line: 6, reason: 'E-mailadres bestaat al' },
    ]);
  });
});
