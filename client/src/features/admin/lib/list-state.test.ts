import { describe, expect, it } from 'vitest';
import {
  emptyListState,
  listQuery,
  listRequest,
  listStateFrom,
  listStateParams,
  nextSort,
  parseFilter,
  withFieldFilter,
} from './list-state.ts';

describe('a list’s state in the address', () => {
  it('reads search, sort, order, filter and page, and writes them back the same', () => {
    const search =
      'q=ada&sort=createdAt&order=desc&filter=%7B%22status%22%3A%7B%22in%22%3A%5B%22pending%22%5D%7D%7D&page=3';
    const state = listStateFrom(new URLSearchParams(search));
    expect(state).toEqual({
      q: 'ada',
      sort: 'createdAt',
      order: 'desc',
      filter: { status: { in: ['pending'] } },
      page: 3,
    });
    expect(listStateParams(state).toString()).toBe(search);
  });

  it('when the address holds nothing, then the list starts on page 1 with nothing chosen, and writes no query', () => {
    expect(listStateFrom(new URLSearchParams())).toEqual(emptyListState);
    expect(listStateParams(emptyListState).toString()).toBe('');
  });

  it('when the page, the order or the filter is not valid, then it is left out rather than sent', () => {
    const state = listStateFrom(new URLSearchParams('page=-2&order=sideways&sort=email&filter=%7Bnot-json'));
    expect(state).toMatchObject({ page: 1, order: undefined, sort: 'email', filter: {} });
    expect(parseFilter('[1,2]')).toEqual({});
    expect(parseFilter('{"a":{"in":[]},"b":{"from":""},"c":3,"d":{"equals":true},"e":{"to":"2026-01-01"}}')).toEqual({
      d: { equals: true },
      e: { to: '2026-01-01' },
    });
  });

  it('sends the filter as the JSON the server reads, and only what says something', () => {
    const state = { ...emptyListState, filter: { suspended: { equals: false } }, page: 2 };
    expect(listRequest(state, 25)).toEqual({ page: 2, limit: 25, filter: '{"suspended":{"equals":false}}' });
    expect(listQuery({ ...emptyListState, order: 'desc' })).toEqual({});
  });

  it('sets and removes one field’s filter, leaving the others', () => {
    const filter = withFieldFilter({ a: { equals: 'x' } }, 'b', { in: ['y'] });
    expect(filter).toEqual({ a: { equals: 'x' }, b: { in: ['y'] } });
    expect(withFieldFilter(filter, 'a', undefined)).toEqual({ b: { in: ['y'] } });
  });

  it('a header click turns the sorted column the other way, and sorts another column ascending', () => {
    expect(nextSort({ field: 'email', order: 'asc' }, 'email')).toEqual({ sort: 'email', order: 'desc' });
    expect(nextSort({ field: 'email', order: 'desc' }, 'email')).toEqual({ sort: 'email', order: 'asc' });
    expect(nextSort({ field: 'email', order: 'desc' }, 'createdAt')).toEqual({ sort: 'createdAt', order: 'asc' });
  });
});
