import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';

describe('formatMoney', () => {
  it('when the language is English, then the amount reads in the Nigerian layout: ₦5,000,000.00', () => {
    expect(formatMoney(500_000_000, 'en')).toBe('₦5,000,000.00');
    expect(formatMoney(500_000_000, 'en', { decimals: false })).toBe('₦5,000,000');
  });

  it('when the language is Norwegian, then digits are grouped with a no-break space and kobo follow a comma', () => {
    expect(formatMoney(500_000_000, 'nb')).toBe('₦5\u00a0000\u00a0000,00');
    expect(formatMoney(1_500_000, 'nb', { decimals: false })).toBe('₦15\u00a0000');
    expect(formatMoney(-101_000, 'nb')).toBe('−₦1\u00a0010,00');
  });

  it('when the language is not known yet, then the amount reads as in English', () => {
    expect(formatMoney(500_000, undefined)).toBe('₦5,000.00');
  });
});
