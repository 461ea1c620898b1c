import type { NigerianStateCode } from '@fleetcare/shared';

/**
 * Common forms of places people write that the data names otherwise or not at all: short forms ("VI", "PH"),
 * other spellings ("Oshogbo"), and well-known districts the data has no point of (Victoria Island, Wuse, Yaba).
 * A form leads to a town of the gazetteer (`town`), or to an LGA (`lga`: the district is in it, and takes its
 * seat's point) shown under its own `name`, or to a state (its capital). Aliases, not data: each target is checked
 * against the gazetteer by a test.
 */
export interface PlaceAlias {
  forms: string[];
  state: NigerianStateCode;
  /** A town of the gazetteer. */
  town?: string;
  /** An LGA (official name) the district lies in. */
  lga?: string;
  /** The name shown for a district (defaults to the town's or the first form). */
  name?: string;
}

const lagosDistricts: [string, string[], string][] = [
  ['Victoria Island', ['victoria island', 'vi', 'v i', 'v island'], 'Eti Osa'],
  ['Ajah', ['ajah'], 'Eti Osa'],
  ['Oniru', ['oniru'], 'Eti Osa'],
  ['Obalende', ['obalende'], 'Lagos Island'],
  ['Marina', ['marina'], 'Lagos Island'],
  ['Yaba', ['yaba'], 'Lagos Mainland'],
  ['Ebute Metta', ['ebute metta', 'ebute meta'], 'Lagos Mainland'],
  ['Gbagada', ['gbagada'], 'Kosofe'],
  ['Magodo', ['magodo'], 'Kosofe'],
  ['Ketu', ['ketu'], 'Kosofe'],
  ['Opebi', ['opebi'], 'Ikeja'],
  ['Alausa', ['alausa'], 'Ikeja'],
  ['Oregun', ['oregun'], 'Ikeja'],
  ['Egbeda', ['egbeda'], 'Alimosho'],
  ['Idimu', ['idimu'], 'Alimosho'],
  ['Isolo', ['isolo'], 'Oshodi-Isolo'],
  ['Ilupeju', ['ilupeju'], 'Mushin'],
  ['Ojuelegba', ['ojuelegba'], 'Surulere'],
];

const abujaDistricts: [string, string[]][] = [
  ['Wuse', ['wuse', 'wuse 2', 'wuse ii', 'wuse zone']],
  ['Maitama', ['maitama']],
  ['Garki', ['garki', 'garki 2', 'garki ii', 'garki area']],
  ['Asokoro', ['asokoro']],
  ['Jabi', ['jabi']],
  ['Utako', ['utako']],
  ['Wuye', ['wuye']],
  ['Central Business District', ['central business district', 'cbd']],
  ['Gwarinpa', ['gwarinpa', 'gwarimpa']],
  ['Lokogoma', ['lokogoma']],
  ['Apo', ['apo']],
  ['Jahi', ['jahi']],
  ['Mabushi', ['mabushi']],
  ['Guzape', ['guzape']],
  ['Katampe', ['katampe']],
  ['Life Camp', ['life camp']],
  ['Lugbe', ['lugbe']],
  ['Nyanya', ['nyanya']],
];

export const PLACE_ALIASES: PlaceAlias[] = [
  ...lagosDistricts.map(([name, forms, lga]) => ({ forms, state: 'LA' as const, lga, name })),
  {
    forms: ['lekki phase 1', 'lekki phase i', 'lekki phase one', 'lekki phase 2', 'lekki 1'],
    state: 'LA',
    town: 'Lekki',
  },
  { forms: ['festac'], state: 'LA', town: 'Festac Town' },
  ...abujaDistricts.map(([name, forms]) => ({
    forms,
    state: 'FC' as const,
    lga: 'Abuja Municipal Area Council',
    name,
  })),
  { forms: ['kubwa'], state: 'FC', lga: 'Bwari', name: 'Kubwa' },
  { forms: ['fct', 'f c t', 'fct abuja', 'abuja fct', 'federal capital'], state: 'FC', town: 'Abuja' },
  { forms: ['ph', 'p h', 'phc', 'port harcourt city'], state: 'RI', town: 'Port Harcourt' },
  { forms: ['benin'], state: 'ED', town: 'Benin City' },
  { forms: ['oshogbo'], state: 'OS', town: 'Osogbo' },
  { forms: ['ogbomosho'], state: 'OY', town: 'Ogbomoso' },
  { forms: ['ife', 'ile ife'], state: 'OS', town: 'Ile-Ife' },
  { forms: ['sagamu'], state: 'OG', town: 'Shagamu' },
  { forms: ['ado ekiti'], state: 'EK', town: 'Ado-Ekiti' },
  { forms: ['bodija'], state: 'OY', lga: 'Ibadan North', name: 'Bodija' },
];
