import * as yup from 'yup';

/** The highest page number a list call accepts (beyond it every list is empty anyway). */
export const PAGE_MAX = 10_000;

const WHOLE_DIGITS = /^-?\d{1,15}$/;
const DECIMAL_DIGITS = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * A whole number as a request may carry it: a JSON integer, or plain digits in a string (query parameters and
 * form fields are text). Hex, exponents, spaces, and integers past 2^53 are not numbers here.
 */
export function toWholeNumber(original: unknown): unknown {
  if (original === undefined || original === null) return original;
  if (typeof original === 'number')
    return Number.isInteger(original) && !Number.isSafeInteger(original) ? NaN : original;
  if (typeof original === 'string' && WHOLE_DIGITS.test(original)) return Number(original);
  return NaN;
}

/** A decimal as a request may carry it: a finite JSON number, or plain digits with an optional fraction. */
export function toDecimalNumber(original: unknown): unknown {
  if (original === undefined || original === null) return original;
  if (typeof original === 'number') return Number.isFinite(original) ? original : NaN;
  if (typeof original === 'string' && DECIMAL_DIGITS.test(original)) return Number(original);
  return NaN;
}

/** A whole-number field: `message` for anything that is not one. */
export const wholeNumber = (message: string) =>
  yup
    .number()
    .transform((_value: unknown, original: unknown) => toWholeNumber(original))
    .typeError(message)
    .integer(message);

/** A decimal-number field. */
export const decimalNumber = (message: string) =>
  yup
    .number()
    .transform((_value: unknown, original: unknown) => toDecimalNumber(original))
    .typeError(message);

/** `page` of a paged list: 1 to PAGE_MAX, 1 when absent. */
export const pageNumber = (message: string) => wholeNumber(message).min(1, message).max(PAGE_MAX, message).default(1);
