import { describe, expect, it } from 'vitest';
import { deadlineToSend, itemChanges } from './item-changes';

describe('itemChanges', () => {
  it('sends one update per changed field, description first', () => {
    expect(itemChanges({ omschrijving: 'A', notitie: '' }, { omschrijving: 'B', notitie: 'n' })).toEqual([
      { omschrijving: 'B' },
      { notitie: 'n' },
    ]);
  });

  it('sends nothing when nothing changed', () => {
    expect(itemChanges({ omschrijving: 'A', notitie: 'n' }, { omschrijving: ' A ', notitie: 'n' })).toEqual([]);
  });

  it('never sends an empty description', () => {
    expect(itemChanges({ omschrijving: 'A', notitie: '' }, { omschrijving: '   ', notitie: 'x' })).toEqual([{ notitie: 'x' }]);
  });
});

describe('deadlineToSend', () => {
  it('clearing the date sends null', () => {
    expect(deadlineToSend('')).toBeNull();
  });

  it('sends a complete date as is', () => {
    expect(deadlineToSend('2030-05-01')).toBe('2030-05-01');
  });

  it('holds back a year that is still being typed', () => {
    expect(deadlineToSend('0020-05-01')).toBeUndefined();
    expect(deadlineToSend('2030-5')).toBeUndefined();
  });
});
