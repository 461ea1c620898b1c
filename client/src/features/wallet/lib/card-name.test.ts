import { describe, expect, it } from 'vitest';
import { cardBrandName, cardName, cardSummaryName, masked } from './card-name.ts';

describe('cardBrandName', () => {
  it('writes the Nigerian networks as they write themselves, whatever case the gateway sent', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('VISA')).toBe('Visa');
    expect(cardBrandName('mastercard')).toBe('Mastercard');
    expect(cardBrandName('MasterCard')).toBe('Mastercard');
    expect(cardBrandName(' verve ')).toBe('Verve');
    expect(cardBrandName('american  express')).toBe('American Express');
  });

  it('gives a brand it does not know a capital at the start of each word, and a blank brand nothing', () => {
    expect(cardBrandName('union pay')).toBe('Union Pay');
    expect(cardBrandName('')).toBe('');
    expect(cardBrandName('  ')).toBe('');
  });
});

describe('cardName', () => {
  it('names a card by its brand and last four digits, on one line', () => {
    expect(cardName({ brand: 'visa', last4: '4081' })).toBe('Visa ••••\u00a04081');
    expect(cardName({ brand: 'MASTERCARD', last4: '5559' })).toBe('Mastercard ••••\u00a05559');
  });

  it('when the brand is blank, then the digits alone name it', () => {
    expect(cardName({ brand: '', last4: '4081' })).toBe(masked('4081'));
  });
});

describe('cardSummaryName', () => {
  it("names a payment's card like a saved one", () => {
    expect(cardSummaryName('visa •••• 4081')).toBe('Visa ••••\u00a04081');
    expect(cardSummaryName('verve ••••\u00a00123')).toBe('Verve ••••\u00a00123');
  });

  it('shows a summary of another shape as it came', () => {
    expect(cardSummaryName('Bank transfer')).toBe('Bank transfer');
    expect(cardSummaryName('visa 4081')).toBe('visa 4081');
  });
});
