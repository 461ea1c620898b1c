import type { ServiceDetailsDto } from '@fleetcare/shared';
import { formatMoney } from '../../../lib/format.ts';

type PriceRange = ServiceDetailsDto['priceRanges'][number];

/**
 * "₦15,000 – ₦35,000" in English, "₦15 000 – ₦35 000" in Norwegian (whole naira; one figure when the ends are
 * equal).
 */
export function formatPriceRange(range: Pick<PriceRange, 'minKobo' | 'maxKobo'>, language: string | undefined): string {
  const min = formatMoney(range.minKobo, language, { decimals: false });
  if (range.minKobo === range.maxKobo) return min;
  return `${min} – ${formatMoney(range.maxKobo, language, { decimals: false })}`;
}

/** The cheapest and dearest ends over every vehicle class ("from ₦8,000"). */
export function overallRange(ranges: PriceRange[]): { minKobo: number; maxKobo: number } | null {
  if (ranges.length === 0) return null;
  return {
    minKobo: Math.min(...ranges.map((range) => range.minKobo)),
    maxKobo: Math.max(...ranges.map((range) => range.maxKobo)),
  };
}

export interface DurationUnits {
  minutes: (count: number) => string;
  hours: (count: number) => string;
}

/** 45 → "45 min", 120 → "2 h", 90 → "1 h 30 min", with the units of the visitor's language. */
export function formatMinutes(total: number, units: DurationUnits): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return units.minutes(minutes);
  if (minutes === 0) return units.hours(hours);
  return `${units.hours(hours)} ${units.minutes(minutes)}`;
}

/** "45 min – 2 h" */
export function formatDuration(duration: ServiceDetailsDto['durationMinutes'], units: DurationUnits): string {
  const min = formatMinutes(duration.min, units);
  if (duration.min === duration.max) return min;
  return `${min} – ${formatMinutes(duration.max, units)}`;
}
