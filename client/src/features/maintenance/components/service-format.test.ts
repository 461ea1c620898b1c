import { describe, expect, it } from 'vitest';
import { formatDuration, formatMinutes, formatPriceRange, overallRange } from './service-format.ts';

const units = { minutes: (count: number) => `${count} min`, hours: (count: number) => `${count} h` };

describe('service price and duration formatting', () => {
  it('when a range is given in kobo, then it reads in whole naira with an en dash: "₦15,000 – ₦35,000"', () => {
    expect(formatPriceRange({ minKobo: 1_500_000, maxKobo: 3_500_000 }, 'en')).toBe('₦15,000 – ₦35,000');
  });

  it('when the reader is Norwegian, then thousands are grouped with a no-break space: "₦15 000 – ₦35 000"', () => {
    expect(formatPriceRange({ minKobo: 1_500_000, maxKobo: 3_500_000 }, 'nb')).toBe('₦15\u00a0000 – ₦35\u00a0000');
  });

  it('when the amounts are large, then thousands are grouped and kobo never shown', () => {
    expect(formatPriceRange({ minKobo: 6_000_050, maxKobo: 30_000_000 }, 'en')).toBe('₦60,001 – ₦300,000');
  });

  it('when both ends are equal, then one figure is shown', () => {
    expect(formatPriceRange({ minKobo: 800_000, maxKobo: 800_000 }, 'en')).toBe('₦8,000');
  });

  it('when ranges per vehicle class are given, then the overall range spans the cheapest and the dearest', () => {
    expect(
      overallRange([
        { vehicleClass: 'car', minKobo: 800_000, maxKobo: 1_500_000 },
        { vehicleClass: 'truck', minKobo: 2_000_000, maxKobo: 4_000_000 },
      ]),
    ).toEqual({ minKobo: 800_000, maxKobo: 4_000_000 });
    expect(overallRange([])).toBeNull();
  });

  it('when minutes are given, then they read as minutes, hours, or both', () => {
    expect(formatMinutes(45, units)).toBe('45 min');
    expect(formatMinutes(120, units)).toBe('2 h');
    expect(formatMinutes(90, units)).toBe('1 h 30 min');
    expect(formatDuration({ min: 45, max: 120 }, units)).toBe('45 min – 2 h');
    expect(formatDuration({ min: 60, max: 60 }, units)).toBe('1 h');
  });
});
