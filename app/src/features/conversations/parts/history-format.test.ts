import { describe, expect, it } from 'vitest';
import type { HistoryChange } from '../../../../../contracts/conversations';
import { formatChangeValue, newestFirst } from './history-format';

const change = (field: string): HistoryChange => ({ field, label: field, old: null, new: null });

describe('formatChangeValue', () => {
  it('shows times in Dutch time as dd/mm/yyyy hh:mm', () => {
    expect(formatChangeValue(change('datum_tijd'), '2030-03-02T09:00:00.000Z')).toBe('02/03/2030 10:00');
  });

  it('shows status labels, deadlines as dd-mm-yyyy and progress out of 10', () => {
    expect(formatChangeValue(change('status'), 'afgerond')).toBe('Afgerond');
    expect(formatChangeValue(change('deadline'), '2030-06-01')).toBe('01-06-2030');
    expect(formatChangeValue(change('voortgang'), 7)).toBe('7/10');
  });

  it('shows a dash for no value', () => {
    expect(formatChangeValue(change('verslag'), null)).toBe('—');
  });
});

describe('newestFirst', () => {
  it('puts the latest event on top without touching the input', () => {
    const input = [{ position: 0 }, { position: 2 }, { position: 1 }];
    expect(newestFirst(input).map((e) => e.position)).toEqual([2, 1, 0]);
    expect(input[0]!.position).toBe(0);
  });
});
