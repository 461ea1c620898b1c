import parseNumber, { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import * as yup from 'yup';
import { v } from './messages.ts';

/*
 * Phone numbers, read the same way in the browser and on the server: a number the client accepts is one the
 * server accepts and one an SMS can reach. Validity is libphonenumber's (the number's length and digits fit its
 * country's numbering plan), with the "min" metadata: the client already ships it for the dial-code list, and the
 * "max" metadata (number types) would add about 20 KB gzipped for no check FleetCare makes.
 */

/** Numbers typed without a country code are read as Nigerian. */
export const DEFAULT_PHONE_COUNTRY = 'NG';

export interface Phone {
  /** E.164, the form SMS gateways take: "+2348031234567". */
  e164: string;
  /** "+234" */
  dialCode: string;
  /** The national significant number, without a trunk prefix: "8031234567" (typed "0803 123 4567"). */
  number: string;
}

/** What people type around the digits: spaces, dashes, dots and brackets. */
const FORMATTING = /[\s\-.()]/g;
const DIAL_CODE = /^\+(\d{1,4})$/;
/** Digits only (at most 17, the longest a national number gets), after the formatting is taken out. */
const NATIONAL_DIGITS = /^\d{4,17}$/;
/** The same, with or without "+" and the country code. */
const WHOLE_DIGITS = /^\+?\d{4,17}$/;

export function withoutPhoneFormatting(text: string): string {
  return text.replace(FORMATTING, '');
}

let callingCodes: Set<string> | undefined;

/** "+" and a country calling code that some country uses ("+234", "+47", "+1"). */
export function isDialCode(dialCode: string): boolean {
  const match = DIAL_CODE.exec(dialCode.trim());
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return match !== null && callingCodes.has(match[1] ?? '');
}

function toPhone(parsed: ReturnType<typeof parseNumber>): Phone | null {
  if (!parsed?.isValid()) return null;
  return { e164: parsed.number, dialCode: `+${parsed.countryCallingCode}`, number: parsed.nationalNumber };
}

/**
 * A whole number as typed: with its country code ("+47 412 34 567") or without one, then it belongs to
 * `defaultCountry` ("0803 123 4567" is +2348031234567). Null unless it is a valid number.
 */
export function parsePhone(input: string, defaultCountry: string = DEFAULT_PHONE_COUNTRY): Phone | null {
  const text = withoutPhoneFormatting(input);
  if (!WHOLE_DIGITS.test(text)) return null;
  const country = getCountries().find((code) => code === defaultCountry);
  return toPhone(parseNumber(text, { defaultCountry: country, extract: false }));
}

/**
 * A number typed beside a dialling code ("+234" and "0803 123 4567", a trunk prefix allowed). Null unless the code
 * is a calling code and the number a valid one under it.
 */
export function parsePhoneParts(dialCode: string, number: string): Phone | null {
  const digits = withoutPhoneFormatting(number);
  if (!isDialCode(dialCode) || !NATIONAL_DIGITS.test(digits)) return null;
  const callingCode = dialCode.trim().slice(1);
  const phone = toPhone(parseNumber(digits, { defaultCallingCode: callingCode, extract: false }));
  return phone?.dialCode === `+${callingCode}` ? phone : null;
}

/** The E.164 form of a number typed whole (see parsePhone), or null. */
export function normalisePhone(input: string, defaultCountry: string = DEFAULT_PHONE_COUNTRY): string | null {
  return parsePhone(input, defaultCountry)?.e164 ?? null;
}

export interface DialCodeOption {
  /** ISO 3166 country code, e.g. NG. */
  country: string;
  /** The country's name in `locale`. */
  name: string;
  /** "+234" */
  dialCode: string;
}

/**
 * Every country of the phone metadata (about 240) with its calling code, named in `locale`, Nigeria first and the
 * rest alphabetically.
 */
export function dialCodeOptions(locale: string): DialCodeOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(locale);
  const options = getCountries().map((country) => ({
    country,
    name: names?.of(country) ?? country,
    dialCode: `+${getCountryCallingCode(country)}`,
  }));
  const first = options.filter((option) => option.country === DEFAULT_PHONE_COUNTRY);
  const others = options
    .filter((option) => option.country !== DEFAULT_PHONE_COUNTRY)
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...first, ...others];
}

/* Schema pieces: the yup schemas of every form with a phone use these, on both sides. */

/** A dialling code: "+" and a country calling code. */
export const dialCodeField = (message: string) =>
  yup
    .string()
    .trim()
    .required(message)
    .test('dial-code', message, (value) => value === undefined || isDialCode(value));

/**
 * The number beside the dialling code field `dialCodeKey`: digits, spaces, dashes, dots and brackets
 * (`v.phoneInvalid` otherwise), and a valid number under that code (`v.phoneUnknownNumber`). When the code itself
 * is wrong, its own field says so.
 */
export const nationalNumberField = (required: string, dialCodeKey = 'dialCode') =>
  yup
    .string()
    .trim()
    .required(required)
    .transform((value: string) => withoutPhoneFormatting(value))
    .matches(NATIONAL_DIGITS, { message: v.phoneInvalid, excludeEmptyString: true })
    .test('diallable', v.phoneUnknownNumber, (value, context) => {
      const dialCode: unknown = (context.parent as Record<string, unknown> | undefined)?.[dialCodeKey];
      if (!value || !NATIONAL_DIGITS.test(value) || typeof dialCode !== 'string' || !isDialCode(dialCode)) return true;
      return parsePhoneParts(dialCode, value) !== null;
    });

/**
 * An object transform giving a valid dialling code and number their one form ("+234", "8031234567"), so what is
 * stored and dialled is the same however it was typed; anything else is left for the fields to refuse.
 */
export const normalisePhoneFields =
  (dialCodeKey = 'dialCode', numberKey = 'number') =>
  (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const dialCode = record[dialCodeKey];
    const number = record[numberKey];
    if (typeof dialCode !== 'string' || typeof number !== 'string') return value;
    const phone = parsePhoneParts(dialCode, number);
    return phone ? { ...record, [dialCodeKey]: phone.dialCode, [numberKey]: phone.number } : value;
  };

/** A whole number (with or without its country code), stored in E.164. */
export const wholePhoneField = (required: string) =>
  yup
    .string()
    .trim()
    .required(required)
    .transform((value: string) => normalisePhone(value) ?? withoutPhoneFormatting(value))
    .matches(WHOLE_DIGITS, { message: v.phoneInvalid, excludeEmptyString: true })
    .test(
      'diallable',
      v.phoneUnknownNumber,
      (value) => !value || !WHOLE_DIGITS.test(value) || parsePhone(value) !== null,
    );
