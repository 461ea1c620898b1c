import { nairaToKobo } from '@fleetcare/shared';

/**
 * What people type into a money field, in naira: "5000", "5,000", "5 000", "₦5,000.50", "NGN 1000" and the
 * Norwegian "5 000,50". Commas followed by three digits group thousands; a comma or a dot followed by one or two
 * digits at the end is the decimal mark.
 *
 * Returns kobo (via nairaToKobo, the one converter), undefined for an empty field, or NaN for anything else (the
 * form then says "Enter an amount in naira").
 */
export function parseNairaInput(text: string): number | undefined {
  const cleaned = text
    .trim()
    .replace(/^(₦|NGN|N)\s*/i, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  if (cleaned === '') return undefined;
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return Number.NaN;
  const whole = (match[1] ?? '').replace(/,/g, '');
  const fraction = match[2] ?? '';
  return nairaToKobo(Number(fraction ? `${whole}.${fraction}` : whole));
}

/** Kobo as a money field shows it to be edited: "5000", "5000.50" or "-0.50" (no grouping, no symbol). */
export function koboToNairaInput(kobo: number): string {
  const size = Math.abs(kobo);
  const naira = Math.trunc(size / 100);
  const rest = size % 100;
  const sign = kobo < 0 ? '-' : '';
  return rest === 0 ? `${sign}${naira}` : `${sign}${naira}.${String(rest).padStart(2, '0')}`;
}
