import { v } from '../validation/messages.ts';

/**
 * Vehicle identification numbers (ISO 3779 / 3780, and the North American rules of 49 CFR 565): checks and an
 * offline decoder that prefills the vehicle form (manufacturer, country, model year). Nothing here calls a service.
 */

export const VIN_LENGTH = 17;

/** The characters a VIN may hold: digits and capital letters except I, O and Q (confused with 1 and 0). */
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]+$/;

/** Spaces, dashes and dots people type between groups ("JTD-KB20U 8934"). */
export function normaliseVin(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/[\s\-.]/g, '');
}

/** Where a VIN's first character says it was made in North America (1–5), the 9th character is a check digit. */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

// prettier-ignore
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (0–9 or X) a 17-character VIN of valid characters should carry in position 9. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    const char = vin.charAt(index);
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0);
    sum += value * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Why a (normalised) VIN is not acceptable, as a validation message key, or null when it is fine: 17 characters,
 * only A–Z (without I, O, Q) and 0–9, and a correct check digit where the region uses one. North America (first
 * character 1–5) requires it by law; elsewhere the 9th character is often part of the model code (European and
 * Japanese makers), so it is not checked there.
 */
export function vinProblem(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) return v.vinLength;
  if (!VIN_PATTERN.test(vin)) return v.vinCharacters;
  if (isNorthAmericanVin(vin) && vin.charAt(8) !== vinCheckDigit(vin)) return v.vinCheckDigit;
  return null;
}

/** Positions in the ISO 3780 sequence: A…Z without I, O, Q, then 1…9 and 0. */
const SEQUENCE = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

/** [first character, second from, second to, ISO 3166 code, English name] — ISO 3780's country ranges. */
const COUNTRY_RANGES: [string, string, string, string, string][] = [
  ['A', 'A', 'H', 'ZA', 'South Africa'],
  ['A', 'J', 'N', 'CI', "Côte d'Ivoire"],
  ['B', 'A', 'E', 'AO', 'Angola'],
  ['B', 'F', 'K', 'KE', 'Kenya'],
  ['B', 'L', 'R', 'TZ', 'Tanzania'],
  ['C', 'A', 'E', 'BJ', 'Benin'],
  ['C', 'F', 'K', 'MG', 'Madagascar'],
  ['C', 'L', 'R', 'TN', 'Tunisia'],
  ['D', 'A', 'E', 'EG', 'Egypt'],
  ['D', 'F', 'K', 'MA', 'Morocco'],
  ['D', 'L', 'R', 'ZM', 'Zambia'],
  ['E', 'A', 'E', 'ET', 'Ethiopia'],
  ['E', 'F', 'K', 'MZ', 'Mozambique'],
  ['F', 'A', 'E', 'GH', 'Ghana'],
  ['F', 'F', 'K', 'NG', 'Nigeria'],
  ['J', 'A', '0', 'JP', 'Japan'],
  ['K', 'A', 'E', 'LK', 'Sri Lanka'],
  ['K', 'F', 'K', 'IL', 'Israel'],
  ['K', 'L', 'R', 'KR', 'South Korea'],
  ['K', 'S', '0', 'KZ', 'Kazakhstan'],
  ['L', 'A', '0', 'CN', 'China'],
  ['M', 'A', 'E', 'IN', 'India'],
  ['M', 'F', 'K', 'ID', 'Indonesia'],
  ['M', 'L', 'R', 'TH', 'Thailand'],
  ['N', 'A', 'E', 'IR', 'Iran'],
  ['N', 'F', 'K', 'PK', 'Pakistan'],
  ['N', 'L', 'R', 'TR', 'Türkiye'],
  ['P', 'A', 'E', 'PH', 'Philippines'],
  ['P', 'F', 'K', 'SG', 'Singapore'],
  ['P', 'L', 'R', 'MY', 'Malaysia'],
  ['R', 'A', 'E', 'AE', 'United Arab Emirates'],
  ['R', 'F', 'K', 'TW', 'Taiwan'],
  ['R', 'L', 'R', 'VN', 'Vietnam'],
  ['R', 'S', '0', 'SA', 'Saudi Arabia'],
  ['S', 'A', 'M', 'GB', 'United Kingdom'],
  ['S', 'N', 'T', 'DE', 'Germany'],
  ['S', 'U', 'Z', 'PL', 'Poland'],
  ['S', '1', '4', 'LV', 'Latvia'],
  ['T', 'A', 'H', 'CH', 'Switzerland'],
  ['T', 'J', 'P', 'CZ', 'Czechia'],
  ['T', 'R', 'V', 'HU', 'Hungary'],
  ['T', 'W', '1', 'PT', 'Portugal'],
  ['U', 'H', 'M', 'DK', 'Denmark'],
  ['U', 'N', 'T', 'IE', 'Ireland'],
  ['U', 'U', 'Z', 'RO', 'Romania'],
  ['U', '5', '7', 'SK', 'Slovakia'],
  ['V', 'A', 'E', 'AT', 'Austria'],
  ['V', 'F', 'R', 'FR', 'France'],
  ['V', 'S', 'W', 'ES', 'Spain'],
  ['V', 'X', '2', 'RS', 'Serbia'],
  ['V', '3', '5', 'HR', 'Croatia'],
  ['V', '6', '0', 'EE', 'Estonia'],
  ['W', 'A', '0', 'DE', 'Germany'],
  ['X', 'A', 'E', 'BG', 'Bulgaria'],
  ['X', 'F', 'K', 'GR', 'Greece'],
  ['X', 'L', 'R', 'NL', 'Netherlands'],
  ['X', 'S', 'W', 'RU', 'Russia'],
  ['X', 'X', '2', 'LU', 'Luxembourg'],
  ['X', '3', '0', 'RU', 'Russia'],
  ['Y', 'A', 'E', 'BE', 'Belgium'],
  ['Y', 'F', 'K', 'FI', 'Finland'],
  ['Y', 'L', 'R', 'MT', 'Malta'],
  ['Y', 'S', 'W', 'SE', 'Sweden'],
  ['Y', 'X', '2', 'NO', 'Norway'],
  ['Y', '3', '5', 'BY', 'Belarus'],
  ['Y', '6', '0', 'UA', 'Ukraine'],
  ['Z', 'A', 'R', 'IT', 'Italy'],
  ['Z', 'X', '2', 'SI', 'Slovenia'],
  ['Z', '3', '5', 'LT', 'Lithuania'],
  ['1', 'A', '0', 'US', 'United States'],
  ['4', 'A', '0', 'US', 'United States'],
  ['5', 'A', '0', 'US', 'United States'],
  ['2', 'A', '0', 'CA', 'Canada'],
  ['3', 'A', 'W', 'MX', 'Mexico'],
  ['3', 'X', '7', 'CR', 'Costa Rica'],
  ['6', 'A', 'W', 'AU', 'Australia'],
  ['7', 'A', 'E', 'NZ', 'New Zealand'],
  ['7', 'F', '0', 'US', 'United States'],
  ['8', 'A', 'E', 'AR', 'Argentina'],
  ['8', 'F', 'K', 'CL', 'Chile'],
  ['8', 'L', 'R', 'EC', 'Ecuador'],
  ['8', 'S', 'W', 'PE', 'Peru'],
  ['8', 'X', '2', 'VE', 'Venezuela'],
  ['9', 'A', 'E', 'BR', 'Brazil'],
  ['9', 'F', 'K', 'CO', 'Colombia'],
  ['9', 'L', 'R', 'PY', 'Paraguay'],
  ['9', 'S', 'W', 'UY', 'Uruguay'],
  ['9', 'X', '2', 'TT', 'Trinidad and Tobago'],
  ['9', '3', '9', 'BR', 'Brazil'],
];

/** The country a VIN was assigned to by its first two characters, or null for an unassigned range. */
export function vinCountry(vin: string): { code: string; name: string } | null {
  const first = vin.charAt(0);
  const second = SEQUENCE.indexOf(vin.charAt(1));
  if (second < 0) return null;
  for (const [char, from, to, code, name] of COUNTRY_RANGES) {
    if (char === first && second >= SEQUENCE.indexOf(from) && second <= SEQUENCE.indexOf(to)) return { code, name };
  }
  return null;
}

/**
 * World manufacturer identifiers (the first three characters; a two-character key covers every third character
 * not listed) of the makes seen on Nigerian roads. The value is the make as the vehicle form spells it. Only
 * identifiers with a published assignment are listed: a VIN that is not covered simply leaves the make to the user.
 */
// prettier-ignore
const WMI_MAKES: Record<string, string> = {
  // Toyota and Lexus
  JT: 'Toyota', JTH: 'Lexus', JTJ: 'Lexus', '2T2': 'Lexus', '58A': 'Lexus',
  '4T1': 'Toyota', '4T3': 'Toyota', '4T4': 'Toyota', '5TD': 'Toyota', '5TF': 'Toyota', '5TB': 'Toyota',
  '5TE': 'Toyota', '2T1': 'Toyota', '2T3': 'Toyota', '1NX': 'Toyota', SB1: 'Toyota', VNK: 'Toyota',
  AHT: 'Toyota', NMT: 'Toyota', MR0: 'Toyota', MBJ: 'Toyota', MHF: 'Toyota', '6T1': 'Toyota', '8AJ': 'Toyota',
  '9BR': 'Toyota', '93R': 'Toyota', LTV: 'Toyota', TW1: 'Toyota',
  // Honda and Acura
  JH: 'Honda', JH4: 'Acura', '19U': 'Acura', '5J8': 'Acura', '1HG': 'Honda', '1HF': 'Honda', '2HG': 'Honda',
  '2HK': 'Honda', '2HJ': 'Honda', '5FN': 'Honda', '5J6': 'Honda', '19X': 'Honda', '3HG': 'Honda', SHH: 'Honda',
  SHS: 'Honda', MRH: 'Honda', MLH: 'Honda', MAK: 'Honda', MHR: 'Honda', NLA: 'Honda', '93H': 'Honda',
  LUC: 'Honda', LHG: 'Honda', LVH: 'Honda',
  // Nissan and Infiniti
  JN: 'Nissan', JNK: 'Infiniti', JNR: 'Infiniti', '5N3': 'Infiniti', '1N4': 'Nissan',
  '1N6': 'Nissan', '5N1': 'Nissan', '3N1': 'Nissan', '3N6': 'Nissan', SJN: 'Nissan',
  VSK: 'Nissan', VWA: 'Nissan', MNT: 'Nissan', MDH: 'Nissan', '94D': 'Nissan', '6F4': 'Nissan', ADN: 'Nissan',
  // Mitsubishi, Mazda, Suzuki, Isuzu
  JA3: 'Mitsubishi', JA4: 'Mitsubishi', JMB: 'Mitsubishi', JMY: 'Mitsubishi', '4A3': 'Mitsubishi',
  '4A4': 'Mitsubishi', MMB: 'Mitsubishi', MMC: 'Mitsubishi', MMT: 'Mitsubishi', '6MM': 'Mitsubishi',
  '93X': 'Mitsubishi', XMC: 'Mitsubishi', JL5: 'Mitsubishi Fuso',
  JM1: 'Mazda', JM3: 'Mazda', JMZ: 'Mazda', '1YV': 'Mazda', '4F2': 'Mazda', '4F4': 'Mazda', '3MD': 'Mazda',
  '3MZ': 'Mazda', MM8: 'Mazda', PE3: 'Mazda', YCM: 'Mazda',
  JS: 'Suzuki', TSM: 'Suzuki', MA3: 'Suzuki', MBH: 'Suzuki', MLC: 'Suzuki', VSE: 'Suzuki', '2S3': 'Suzuki',
  '8AK': 'Suzuki',
  JA: 'Isuzu', JAA: 'Isuzu', JAC: 'Isuzu', JAL: 'Isuzu', MPA: 'Isuzu', MP1: 'Isuzu', NNA: 'Isuzu', '4S2': 'Isuzu',
  LET: 'Isuzu',
  // Hyundai and Kia
  KM: 'Hyundai', KMH: 'Hyundai', KMF: 'Hyundai', KM8: 'Hyundai', KMJ: 'Hyundai', '5NP': 'Hyundai',
  '5NM': 'Hyundai', '2HM': 'Hyundai', TMA: 'Hyundai', NLH: 'Hyundai', MAL: 'Hyundai', LBE: 'Hyundai',
  AC5: 'Hyundai', ADD: 'Hyundai', X7M: 'Hyundai',
  KN: 'Kia', KNM: 'Renault', '5XX': 'Kia', '5XY': 'Kia', U5Y: 'Kia', U6Y: 'Kia', '3KP': 'Kia', LJD: 'Kia',
  // Mercedes-Benz, BMW, Volkswagen, Audi
  WDB: 'Mercedes-Benz', WDC: 'Mercedes-Benz', WDD: 'Mercedes-Benz', WDF: 'Mercedes-Benz', W1K: 'Mercedes-Benz',
  W1N: 'Mercedes-Benz', W1V: 'Mercedes-Benz', '4JG': 'Mercedes-Benz', '55S': 'Mercedes-Benz',
  VSA: 'Mercedes-Benz', NMB: 'Mercedes-Benz', NLE: 'Mercedes-Benz', ADB: 'Mercedes-Benz', LE4: 'Mercedes-Benz',
  MBR: 'Mercedes-Benz', '9BM': 'Mercedes-Benz', WEB: 'Mercedes-Benz',
  WBA: 'BMW', WBS: 'BMW', WBX: 'BMW', WBY: 'BMW', WB1: 'BMW', '5UX': 'BMW', '4US': 'BMW', LBV: 'BMW', X4X: 'BMW',
  WVW: 'Volkswagen', WVG: 'Volkswagen', WV1: 'Volkswagen', WV2: 'Volkswagen', WV3: 'Volkswagen',
  '1VW': 'Volkswagen', '3VW': 'Volkswagen', '9BW': 'Volkswagen', AAV: 'Volkswagen', '8AW': 'Volkswagen',
  LSV: 'Volkswagen', LFV: 'Volkswagen', VWV: 'Volkswagen', MEX: 'Volkswagen', XW8: 'Volkswagen',
  YBW: 'Volkswagen',
  WAU: 'Audi', WA1: 'Audi', WUA: 'Audi', TRU: 'Audi', '93U': 'Audi', '93V': 'Audi',
  // Ford, Chevrolet, GMC, Jeep
  '1FA': 'Ford', '1FB': 'Ford', '1FC': 'Ford', '1FD': 'Ford', '1FM': 'Ford', '1FT': 'Ford', '2FA': 'Ford',
  '2FB': 'Ford', '2FC': 'Ford', '2FM': 'Ford', '2FT': 'Ford', '3FA': 'Ford', '3FE': 'Ford', WF0: 'Ford',
  SFA: 'Ford', AFA: 'Ford', MNB: 'Ford', MAJ: 'Ford', NM0: 'Ford', PE1: 'Ford', VS6: 'Ford', LVS: 'Ford',
  '6FP': 'Ford', '8AF': 'Ford', '9BF': 'Ford',
  '1G1': 'Chevrolet', '1GC': 'Chevrolet', '1GN': 'Chevrolet', '1GB': 'Chevrolet', '2G1': 'Chevrolet',
  '3G1': 'Chevrolet', '3GC': 'Chevrolet', '3GN': 'Chevrolet', KL1: 'Chevrolet', '9BG': 'Chevrolet',
  '8AG': 'Chevrolet', '8GG': 'Chevrolet', MMM: 'Chevrolet',
  '1GT': 'GMC', '1GK': 'GMC', '1GD': 'GMC', '2GT': 'GMC', '2GK': 'GMC', '3GT': 'GMC', '3GK': 'GMC',
  '1J4': 'Jeep', '1J8': 'Jeep', ZAC: 'Jeep',
  // French and Swedish makes, Land Rover
  VF3: 'Peugeot', VR3: 'Peugeot', '8AD': 'Peugeot', '936': 'Peugeot', '8GD': 'Peugeot', SDB: 'Peugeot',
  VF1: 'Renault', VF2: 'Renault', '8A1': 'Renault', '93Y': 'Renault', '9FB': 'Renault', MEE: 'Renault',
  X7L: 'Renault', VF6: 'Renault Trucks', UU1: 'Dacia',
  YV1: 'Volvo', YV4: 'Volvo', '7JR': 'Volvo', YV2: 'Volvo Trucks', YV3: 'Volvo Buses', '4V4': 'Volvo Trucks',
  YB1: 'Volvo Trucks',
  SAL: 'Land Rover',
  // Chinese makes
  L6T: 'Geely', LB3: 'Geely', LVV: 'Chery', LJ1: 'JAC', LVA: 'Foton', LVB: 'Foton',
  // Trucks and buses
  WMA: 'MAN', VAN: 'MAN', LZM: 'MAN', '6AB': 'MAN', XLR: 'DAF', YS2: 'Scania', YS4: 'Scania', XLE: 'Scania',
  VLU: 'Scania', '9BS': 'Scania', ZCF: 'Iveco', WJM: 'Iveco',
  // Motorcycles and tricycles
  MD2: 'Bajaj', MD6: 'TVS', JYA: 'Yamaha', ME1: 'Yamaha', MH3: 'Yamaha', LPR: 'Yamaha', VTL: 'Yamaha',
  ZD0: 'Yamaha', JH2: 'Honda', ME4: 'Honda', JS1: 'Suzuki',
};

/** The make of a VIN's manufacturer from its WMI, or null when the table does not cover it. */
export function vinManufacturer(vin: string): string | null {
  return WMI_MAKES[vin.slice(0, 3)] ?? WMI_MAKES[vin.slice(0, 2)] ?? null;
}

/** Model-year codes of position 10 in order from 1980 (A) to 2009 (9); the cycle repeats every 30 years. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const YEAR_CYCLE = 30;
const FIRST_CYCLE_START = 1980;

/**
 * The model year from the 10th character. The code repeats every 30 years (A = 1980, 2010, 2040): the latest year
 * not after next year is taken (model years run ahead of the calendar). For North American VINs of the 1980–2039
 * scheme, a digit in position 7 means the 1980–2009 cycle and a letter the 2010–2039 cycle (49 CFR 565.15).
 */
export function vinModelYear(vin: string, currentYear: number): number | null {
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  if (vin.length < 10 || index < 0) return null;
  const latestAllowed = currentYear + 1;
  if (isNorthAmericanVin(vin) && vin.length >= 7) {
    const seventh = vin.charAt(6);
    const cycleStart = /\d/.test(seventh) ? FIRST_CYCLE_START : FIRST_CYCLE_START + YEAR_CYCLE;
    const year = cycleStart + index;
    if (year <= latestAllowed) return year;
  }
  let year = FIRST_CYCLE_START + index;
  while (year + YEAR_CYCLE <= latestAllowed) year += YEAR_CYCLE;
  return year <= latestAllowed ? year : null;
}

export interface DecodedVin {
  /** The make ("Toyota"), or null when the WMI is not in the table. */
  manufacturer: string | null;
  /** The country of manufacture (English name), or null for an unassigned range. */
  country: string | null;
  /** ISO 3166-1 alpha-2 code of that country (for a translated name on screen). */
  countryCode: string | null;
  modelYear: number | null;
}

/**
 * Decodes what a VIN tells offline, to prefill the vehicle form: manufacturer and country from the WMI, model year
 * from the 10th character. The VIN is normalised first; parts that cannot be read are null (a decoded VIN is a
 * suggestion, never a check: use vinProblem for that).
 */
export function decodeVin(input: string, now: Date = new Date()): DecodedVin {
  const vin = normaliseVin(input);
  if (vin.length < 3 || !VIN_PATTERN.test(vin)) {
    return { manufacturer: null, country: null, countryCode: null, modelYear: null };
  }
  const country = vinCountry(vin);
  return {
    manufacturer: vinManufacturer(vin),
    country: country?.name ?? null,
    countryCode: country?.code ?? null,
    modelYear: vin.length === VIN_LENGTH ? vinModelYear(vin, now.getUTCFullYear()) : null,
  };
}
