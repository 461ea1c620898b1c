import { DEFAULT_PHONE_COUNTRY, type DialCodeOption } from '@fleetcare/shared';

/** One dial-code list for every phone field, with the phone rules in shared. */
export { dialCodeOptions, type DialCodeOption } from '@fleetcare/shared';

/** The stored IP-lookup country when it has a calling code, else Nigeria. */
export function defaultDialCountry(storedCountry: string | null | undefined, options: DialCodeOption[]): string {
  const country = storedCountry?.toUpperCase();
  return options.some((option) => option.country === country) && country ? country : DEFAULT_PHONE_COUNTRY;
}
