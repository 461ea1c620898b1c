import { formatNaira, intlLocale, type FormatNairaOptions, type Kobo } from '@fleetcare/shared';

/**
 * Dates and figures in the user's language: English uses the Nigerian formats (en-NG), Norwegian nb-NO. The
 * date formats are shared with the server (shared/src/dates); calendar dates come from the server as YYYY-MM-DD
 * and are shown as that same day everywhere.
 */
export {
  formatCalendarDate,
  formatDateRange,
  formatInstant,
  intlLocale,
  type CalendarDateStyle,
} from '@fleetcare/shared';

/** A whole number with the language's grouping: 45,000 (en-NG) or 45 000 (nb-NO). */
export function formatNumber(value: number, language: string | undefined, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits }).format(value);
}

/**
 * Kobo as naira in the user's language: ₦5,000,000.00 in English, ₦5 000 000,00 in Norwegian (grouped with a
 * no-break space, decimal comma). The language is required so that no amount is shown in English by omission;
 * `decimals: false` shows whole naira (₦5,000 / ₦5 000).
 */
export function formatMoney(
  kobo: Kobo,
  language: string | undefined,
  options: Omit<FormatNairaOptions, 'locale'> = {},
): string {
  return formatNaira(kobo, { ...options, locale: language });
}

/** 123 456 km / 123,456 km. */
export function formatKm(km: number, language: string | undefined): string {
  return `${formatNumber(km, language)} km`;
}

/** A country's name in the user's language from its ISO code; undefined in a browser without Intl.DisplayNames. */
export function countryName(code: string, language: string | undefined): string | undefined {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code) ?? undefined;
  } catch {
    return undefined;
  }
}
