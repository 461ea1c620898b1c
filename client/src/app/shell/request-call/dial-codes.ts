import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export interface DialCodeOption {
  /** ISO 3166 country code, e.g. NG. */
  country: string;
  name: string;
  /** "+234" */
  dialCode: string;
}

export const DEFAULT_DIAL_COUNTRY = 'NG';

/**
 * Every country of libphonenumber's metadata (about 240) with its calling code, named in the visitor's language,
 * Nigeria first and the rest alphabetically.
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
  const nigeria = options.filter((option) => option.country === DEFAULT_DIAL_COUNTRY);
  const others = options
    .filter((option) => option.country !== DEFAULT_DIAL_COUNTRY)
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...nigeria, ...others];
}

/** The stored IP-lookup country when it has a calling code, else Nigeria. */
export function defaultDialCountry(storedCountry: string | null | undefined, options: DialCodeOption[]): string {
  const country = storedCountry?.toUpperCase();
  return options.some((option) => option.country === country) && country ? country : DEFAULT_DIAL_COUNTRY;
}
