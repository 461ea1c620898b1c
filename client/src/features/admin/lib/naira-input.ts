import { nairaToKobo } from '@fleetcare/shared';

/**
 * What an admin types into a money field, in naira: "5000", "5,000", "5 000", "₦5,000.50" or the Norwegian
 * "5 000,50". Commas followed by three digits group thousands; a comma or a dot followed by one or two digits at
 * the end is the decimal mark. Kobo, undefined for an empty field, NaN for anything else.
 */
export function parseNaira(text: string): number | undefined {
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

/** Kobo as a money field shows it to be edited: "5000" or "5000.50" (no grouping, no symbol). */
export function koboToNairaText(kobo: number): string {
  const naira = Math.trunc(kobo / 100);
  const rest = Math.abs(kobo % 100);
  return rest === 0 ? String(naira) : `${naira}.${String(rest).padStart(2, '0')}`;
}
