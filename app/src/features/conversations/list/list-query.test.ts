import { describe, expect, it } from 'vitest';
import { hasFilters, listStateToParams, parseListState, toConversationQuery, toggleSort } from './list-query';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('POP list query string', () => {
  it('defaults to page 1, date newest first, archived hidden', () => {
    expect(parse('')).toEqual({ company: null, status: null, search: '', sort: 'datum', dir: 'desc', page: 1, archived: false });
  });

  it('filters on arrival from a dashboard link such as ?status=open', () => {
    expect(parse('status=open').status).toBe('open');
    expect(toConversationQuery(parse('status=open'))).toMatchObject({ status: 'open', page: 1, pageSize: 10 });
  });

  it('ignores unknown or malformed values', () => {
    expect(parse('status=klaar&company=abc&page=-2&sort=naam&dir=up')).toEqual(parse(''));
    expect(parse('company=0&page=1.5')).toMatchObject({ company: null, page: 1 });
  });

  it('round-trips every filter and leaves defaults out', () => {
    const state = parse('company=4&status=gepland&search=Lotte&sort=medewerker&dir=asc&page=2&archived=1');
    expect(state).toEqual({ company: 4, status: 'gepland', search: 'Lotte', sort: 'medewerker', dir: 'asc', page: 2, archived: true });
    expect(parse(listStateToParams(state).toString())).toEqual(state);
    expect(listStateToParams(parse('')).toString()).toBe('');
  });

  it('toggles the direction of the sorted column and starts another column ascending, back on page 1', () => {
    const byDate = parse('page=3');
    expect(toggleSort(byDate, 'datum')).toMatchObject({ sort: 'datum', dir: 'asc', page: 1 });
    expect(toggleSort(byDate, 'medewerker')).toMatchObject({ sort: 'medewerker', dir: 'asc', page: 1 });
    expect(toggleSort(toggleSort(byDate, 'medewerker'), 'medewerker')).toMatchObject({ dir: 'desc' });
    expect(toggleSort(parse('sort=bedrijf&dir=asc'), 'datum')).toMatchObject({ sort: 'datum', dir: 'desc' });
  });

  it('knows when filters narrow the list (for the empty state)', () => {
    expect(hasFilters(parse('archived=1&sort=status&dir=asc'))).toBe(false);
    expect(hasFilters(parse('search=%20'))).toBe(false);
    expect(hasFilters(parse('company=2'))).toBe(true);
  });
});
