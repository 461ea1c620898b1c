import { describe, expect, it } from 'vitest';
import { transactionsFilterFrom, transactionsFilterParams, transactionsQuery } from './transactions-filter.ts';

describe('the transaction list filters in the address', () => {
  it('when the address holds filters, then they are read, and anything not understood is left out', () => {
    expect(transactionsFilterFrom(new URLSearchParams('kind=coupon&from=2026-03-01&to=2026-03-31&page=3'))).toEqual({
      page: 3,
      kind: 'coupon',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(transactionsFilterFrom(new URLSearchParams('kind=lottery&from=yesterday&page=-2'))).toEqual({
      page: 1,
      kind: '',
      from: '',
      to: '',
    });
  });

  it('when filters are written back, then defaults are left out of the address', () => {
    expect(transactionsFilterParams({ page: 1, kind: 'payout', from: '', to: '' }).toString()).toBe('kind=payout');
    expect(transactionsFilterParams({ page: 1, kind: '', from: '', to: '' }).toString()).toBe('');
  });

  it('when the range is the wrong way round, then it is asked for the right way round', () => {
    expect(transactionsQuery({ page: 1, kind: '', from: '2026-03-31', to: '2026-03-01' }, 20)).toEqual({
      page: 1,
      limit: 20,
      kind: undefined,
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });
});
