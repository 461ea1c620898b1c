import { describe, expect, it } from 'vitest';
import { bankMatches } from './bank-search.ts';
import type { PayoutBankDto } from './wallet.dto.ts';

const banks: PayoutBankDto[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'First City Monument Bank', code: '214' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'Moniepoint MFB', code: '50515' },
  { name: 'OPay Digital Services Limited (OPay)', code: '999992' },
  { name: 'PalmPay', code: '999991' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Union Bank of Nigeria', code: '032' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' },
];

const found = (search: string) => banks.filter((bank) => bankMatches(bank, search)).map((bank) => bank.name);

describe('bankMatches', () => {
  it.each([
    ['GTB', 'Guaranty Trust Bank'],
    ['gtco', 'Guaranty Trust Bank'],
    ['GTBank', 'Guaranty Trust Bank'],
    ['FBN', 'First Bank of Nigeria'],
    ['UBA', 'United Bank For Africa'],
    ['Stanbic', 'Stanbic IBTC Bank'],
    ['fcmb', 'First City Monument Bank'],
    ['OPay', 'OPay Digital Services Limited (OPay)'],
    ['moniepoint', 'Moniepoint MFB'],
    ['PALMPAY', 'PalmPay'],
    ['Kuda', 'Kuda Bank'],
  ])('finds the bank people call %s, and only it', (search, bank) => {
    expect(found(search)).toEqual([bank]);
  });

  it('finds banks by part of their name in any case, spacing or punctuation', () => {
    expect(found('zenith')).toEqual(['Zenith Bank']);
    expect(found('firstbank')).toEqual(['First Bank of Nigeria']);
    expect(found('palm pay')).toEqual(['PalmPay']);
    expect(found('GT-Bank')).toEqual(['Guaranty Trust Bank']);
    expect(found('first')).toEqual(['First Bank of Nigeria', 'First City Monument Bank']);
  });

  it('when the search is blank, then every bank matches; when nothing fits, none does', () => {
    expect(found('  ')).toHaveLength(banks.length);
    expect(found('Barclays')).toEqual([]);
  });
});
