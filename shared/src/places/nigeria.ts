import { LAGOS_TIME_ZONE } from '../dates/calendar.ts';

/**
 * The country FleetCare covers. Nigeria has one time zone (West Africa Time, no daylight saving), so every place in
 * it answers the IANA zone of FleetCare's calendar day.
 */
export const NIGERIA = {
  code: 'NG',
  alpha3: 'NGA',
  name: 'Nigeria',
  timeZone: LAGOS_TIME_ZONE,
} as const;

/**
 * Nigeria's 36 states and the Federal Capital Territory with their ISO 3166-2:NG codes (without the `NG-` prefix).
 * The gazetteer's data package keys its states by the same codes; a server test checks the two agree.
 */
export const NIGERIAN_STATES = [
  { code: 'AB', name: 'Abia' },
  { code: 'AD', name: 'Adamawa' },
  { code: 'AK', name: 'Akwa Ibom' },
  { code: 'AN', name: 'Anambra' },
  { code: 'BA', name: 'Bauchi' },
  { code: 'BY', name: 'Bayelsa' },
  { code: 'BE', name: 'Benue' },
  { code: 'BO', name: 'Borno' },
  { code: 'CR', name: 'Cross River' },
  { code: 'DE', name: 'Delta' },
  { code: 'EB', name: 'Ebonyi' },
  { code: 'ED', name: 'Edo' },
  { code: 'EK', name: 'Ekiti' },
  { code: 'EN', name: 'Enugu' },
  { code: 'FC', name: 'Federal Capital Territory' },
  { code: 'GO', name: 'Gombe' },
  { code: 'IM', name: 'Imo' },
  { code: 'JI', name: 'Jigawa' },
  { code: 'KD', name: 'Kaduna' },
  { code: 'KN', name: 'Kano' },
  { code: 'KT', name: 'Katsina' },
  { code: 'KE', name: 'Kebbi' },
  { code: 'KO', name: 'Kogi' },
  { code: 'KW', name: 'Kwara' },
  { code: 'LA', name: 'Lagos' },
  { code: 'NA', name: 'Nasarawa' },
  { code: 'NI', name: 'Niger' },
  { code: 'OG', name: 'Ogun' },
  { code: 'ON', name: 'Ondo' },
  { code: 'OS', name: 'Osun' },
  { code: 'OY', name: 'Oyo' },
  { code: 'PL', name: 'Plateau' },
  { code: 'RI', name: 'Rivers' },
  { code: 'SO', name: 'Sokoto' },
  { code: 'TA', name: 'Taraba' },
  { code: 'YO', name: 'Yobe' },
  { code: 'ZA', name: 'Zamfara' },
] as const;

export type NigerianStateCode = (typeof NIGERIAN_STATES)[number]['code'];
export type NigerianStateName = (typeof NIGERIAN_STATES)[number]['name'];

export const NIGERIAN_STATE_NAMES: readonly NigerianStateName[] = NIGERIAN_STATES.map((state) => state.name);

/** The state of a code (`LA` → Lagos), or undefined. */
export function nigerianStateByCode(code: string): (typeof NIGERIAN_STATES)[number] | undefined {
  return NIGERIAN_STATES.find((state) => state.code === code);
}

/** Whether a country given as ISO 3166-1 alpha-2, alpha-3 or English name (any case) is Nigeria. */
export function isNigeria(country: string): boolean {
  const value = country.trim().toLowerCase();
  return value === 'ng' || value === 'nga' || value === 'nigeria' || value === 'federal republic of nigeria';
}
