import type { NigerianStateCode, NigerianStateName } from './nigeria.ts';

/** A place of the gazetteer: a town (or an LGA or a state, standing for its seat or capital) and its point. */
export interface PlaceDto {
  town: string;
  /** The local government area, when known. */
  lga: string | null;
  state: NigerianStateName;
  stateCode: NigerianStateCode;
  lat: number;
  lng: number;
}

/** A type-ahead suggestion: a place with a stable id and the text to show ("Ikeja, Lagos"). */
export interface PlaceSuggestionDto extends PlaceDto {
  id: string;
  label: string;
}

/** The place nearest a point, with a readable line ("near Ikeja, Ikeja LGA, Lagos"). */
export interface ReverseGeocodeDto {
  place: PlaceDto;
  addressLine: string;
  /** From the point to the place, rounded to 0.1 km. */
  distanceKm: number;
  /** IANA time zone of the place. */
  timezone: string;
}

/**
 * How an address was matched: `exact` a name as written, `alias` a common form ("VI", "PH", "Lekki Phase 1"),
 * `fuzzy` a name with a misspelling.
 */
export type PlaceMatchKind = 'exact' | 'alias' | 'fuzzy';

/** An address resolved to a point and its time zone. */
export interface AddressTimezoneDto {
  lat: number;
  lng: number;
  timezone: string;
  place: PlaceDto;
  addressLine: string;
  match: PlaceMatchKind;
}
