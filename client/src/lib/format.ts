/**
 * Dates and figures in the user's language: English uses the Nigerian formats (en-NG), Norwegian nb-NO. Calendar
 * dates come from the server as YYYY-MM-DD (no time, no zone) and are shown as that same day everywhere (formatted
 * in UTC, so a browser west of Greenwich never shows the day before).
 */

export function intlLocale(language: string | undefined): string {
  return language?.startsWith('nb') ? 'nb-NO' : 'en-NG';
}

/** A YYYY-MM-DD date as a Date at midnight UTC; undefined when the text is not such a date. */
function utcDateOf(date: string): Date | undefined {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return undefined;
  return new Date(Date.UTC(year, month - 1, day));
}

const dateStyles = {
  /** 5 Mar 2026 */
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  /** Thursday 5 March 2026 */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** Thu 5 Mar */
  weekdayShort: { weekday: 'short', day: 'numeric', month: 'short' },
  /** 5 Mar */
  dayMonth: { day: 'numeric', month: 'short' },
  /** March 2026 */
  monthYear: { month: 'long', year: 'numeric' },
  /** Thu */
  weekday: { weekday: 'short' },
  /** Thursday */
  weekdayLong: { weekday: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type CalendarDateStyle = keyof typeof dateStyles;

/** A calendar date from the server (YYYY-MM-DD), "5 Mar 2026" / "5. mars 2026" by default; no zone can shift it. */
export function formatCalendarDate(
  date: string,
  language: string | undefined,
  style: CalendarDateStyle = 'medium',
): string {
  const utc = utcDateOf(date);
  if (!utc) return date;
  return new Intl.DateTimeFormat(intlLocale(language), { ...dateStyles[style], timeZone: 'UTC' }).format(utc);
}

/** "3–9 Mar 2026", "28 Feb – 6 Mar 2026": a range of calendar dates, both ends included. */
export function formatDateRange(from: string, to: string, language: string | undefined): string {
  const start = utcDateOf(from);
  const end = utcDateOf(to);
  if (!start || !end) return `${from} – ${to}`;
  return new Intl.DateTimeFormat(intlLocale(language), { ...dateStyles.medium, timeZone: 'UTC' }).formatRange(
    start,
    end,
  );
}

/** An instant (ISO timestamp) as date and time in the browser's zone: "5 Mar 2026, 14:05". */
export function formatInstant(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A whole number with the language's grouping: 45,000 (en-NG) or 45 000 (nb-NO). */
export function formatNumber(value: number, language: string | undefined, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits }).format(value);
}

/** 123 456 km / 123,456 km. */
export function formatKm(km: number, language: string | undefined): string {
  return `${formatNumber(km, language)} km`;
}
