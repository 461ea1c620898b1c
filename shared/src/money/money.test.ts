import { describe, expect, it } from 'vitest';
import { assertKobo, formatNaira, koboToNaira, nairaToKobo, sumKobo } from './money.ts';

describe('money in kobo', () => {
  it('formats kobo as naira with the en-NG locale, with and without decimals', () => {
    expect(formatNaira(500_000)).toBe('₦5,000.00');
    expect(formatNaira(123_456_789)).toBe('₦1,234,567.89');
    expect(formatNaira(500_050, { decimals: false })).toBe('₦5,001');
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(-2_550)).toBe('-₦25.50');
  });

  it('formats kobo in Norwegian with the symbol first, digits grouped by a no-break space and a decimal comma', () => {
    expect(formatNaira(500_000_000, { decimals: false, locale: 'nb' })).toBe('₦5\u00a0000\u00a0000');
    expect(formatNaira(123_456_789, { locale: 'nb' })).toBe('₦1\u00a0234\u00a0567,89');
    expect(formatNaira(99_900, { locale: 'nb' })).toBe('₦999,00');
    expect(formatNaira(-2_550, { locale: 'nb' })).toBe('−₦25,50');
    expect(formatNaira(500_000_000, { decimals: false, locale: 'nb-NO' })).toBe('₦5\u00a0000\u00a0000');
  });

  it('keeps the Nigerian layout in English and when no language is given', () => {
    expect(formatNaira(500_000_000, { decimals: false, locale: 'en' })).toBe('₦5,000,000');
    expect(formatNaira(500_000_000, { decimals: false })).toBe('₦5,000,000');
    expect(formatNaira(123_456_789, { locale: 'en' })).toBe('₦1,234,567.89');
  });

  it('converts naira to kobo without float drift', () => {
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
    expect(nairaToKobo(19.99)).toBe(1999);
    expect(nairaToKobo(1.005)).toBe(101);
    expect(nairaToKobo(-12.5)).toBe(-1250);
    expect(koboToNaira(1999)).toBe(19.99);
  });

  it('refuses fractions of a kobo and non-numbers', () => {
    expect(() => assertKobo(10.5)).toThrow(RangeError);
    expect(() => formatNaira(1.5)).toThrow(RangeError);
    expect(() => nairaToKobo(Number.NaN)).toThrow(RangeError);
    expect(() => sumKobo([1, 2.5])).toThrow(RangeError);
  });

  it('sums whole kobo amounts', () => {
    expect(sumKobo([100, 250, -50])).toBe(300);
    expect(sumKobo([])).toBe(0);
  });
});
