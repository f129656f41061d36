import { describe, expect, it } from 'vitest';
import { fillPath, queryString } from './http';

describe('paths of calls', () => {
  it('fills path parameters, encoded', () => {
    expect(fillPath('/pop/{id}/goals/{goalId}', { id: 7, goalId: 'a b' })).toBe('/pop/7/goals/a%20b');
    expect(() => fillPath('/pop/{id}', {})).toThrow(/missing path parameter id/);
  });

  it('gives one key per query: true is 1, false and empty values are left out, order is kept', () => {
    expect(queryString({ page: 2, includeArchived: true, search: '', status: undefined, includeInactive: false })).toBe(
      '?page=2&includeArchived=1',
    );
    expect(queryString({})).toBe('');
    expect(queryString({ search: 'jan & piet' })).toBe('?search=jan+%26+piet');
  });
});
