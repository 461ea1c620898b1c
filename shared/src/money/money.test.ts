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
