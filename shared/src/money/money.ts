import { intlLocale } from '../dates/dates.ts';

/**
 * Money is an integer number of kobo (1 naira = 100 kobo), never a float. These helpers are the only place
 * that converts between kobo and naira or formats an amount for people.
 */
export const KOBO_PER_NAIRA = 100;
export const DEFAULT_CURRENCY = 'NGN';

export type Kobo = number;

export function assertKobo(value: number): Kobo {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount must be a whole number of kobo, got ${value}`);
  return value;
}

/**
 * Naira to kobo, rounding half away from zero. The product is cut to 12 significant digits first so that
 * binary noise (1.005 * 100 = 100.49999999999999) does not decide the rounding.
 */
export function nairaToKobo(naira: number): Kobo {
  if (!Number.isFinite(naira)) throw new RangeError(`Not an amount: ${naira}`);
  const sign = naira < 0 ? -1 : 1;
  const kobo = Math.round(Number((Math.abs(naira) * KOBO_PER_NAIRA).toPrecision(12)));
  return assertKobo(sign * kobo);
}

export function koboToNaira(kobo: Kobo): number {
  return assertKobo(kobo) / KOBO_PER_NAIRA;
}

export interface FormatNairaOptions {
  /** false shows whole naira (₦5,000); true (default) shows kobo (₦5,000.00). */
  decimals?: boolean;
  currency?: string;
  /**
   * The reader's language ('en', 'nb', …; English when absent). The symbol stays before the amount as Nigerians
   * write it; the digits follow the language: ₦5,000,000.00 in English, ₦5 000 000,00 in Norwegian (grouped with a
   * no-break space, decimal comma, minus sign −).
   */
  locale?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, decimals: boolean): Intl.NumberFormat {
  const key = `${currency}:${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals ? 2 : 0,
      maximumFractionDigits: decimals ? 2 : 0,
    });
    formatters.set(key, format);
  }
  return format;
}

type NumberSymbols = Partial<Record<'group' | 'decimal' | 'minusSign', string>>;

const symbolsByLocale = new Map<string, NumberSymbols>();

/** The digit-group separator, decimal mark and minus sign of a locale (nb-NO: no-break space, comma, −). */
function numberSymbols(locale: string): NumberSymbols {
  let symbols = symbolsByLocale.get(locale);
  if (!symbols) {
    symbols = {};
    for (const part of new Intl.NumberFormat(locale).formatToParts(-1234567.5)) {
      if (part.type === 'group' || part.type === 'decimal' || part.type === 'minusSign')
        symbols[part.type] = part.value;
    }
    symbolsByLocale.set(locale, symbols);
  }
  return symbols;
}

/**
 * Formats kobo for people: formatNaira(500000) === '₦5,000.00' (the Nigerian layout), and in the reader's
 * language with `locale`: formatNaira(500000, { locale: 'nb' }) === '₦5 000,00' (with a no-break space).
 */
export function formatNaira(kobo: Kobo, options: FormatNairaOptions = {}): string {
  const { decimals = true, currency = DEFAULT_CURRENCY, locale } = options;
  const parts = formatter(currency, decimals).formatToParts(koboToNaira(kobo));
  const target = intlLocale(locale);
  if (target === 'en-NG') return parts.map((part) => part.value).join('');
  const symbols = numberSymbols(target);
  return parts
    .map((part) =>
      part.type === 'group' || part.type === 'decimal' || part.type === 'minusSign'
        ? (symbols[part.type] ?? part.value)
        : part.value,
    )
    .join('');
}

/** Sums kobo amounts, refusing anything that is not a whole number of kobo. */
export function sumKobo(amounts: readonly Kobo[]): Kobo {
  return assertKobo(amounts.reduce((total, amount) => total + assertKobo(amount), 0));
}
