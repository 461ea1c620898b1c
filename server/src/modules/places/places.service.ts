import {
  NIGERIA,
  type AddressTimezoneDto,
  type LatLng,
  type PlaceSuggestionDto,
  type ReverseGeocodeDto,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { loadGazetteer } from './gazetteer.ts';
import { searchPlaces as searchGazetteer } from './search-places.ts';

/** Every place FleetCare covers is in Nigeria, on one clock. */
const timezone = NIGERIA.timeZone;

/** The point and time zone of an address in Nigeria; 404 PLACE_NOT_FOUND when no part of it names a place. */
export async function addressTimezone(deps: Pick<AppDeps, 'geocoder'>, address: string): Promise<AddressTimezoneDto> {
  const found = await deps.geocoder.geocode(address);
  if (!found) throw new AppError('PLACE_NOT_FOUND');
  return { ...found, timezone };
}

/** The place nearest a point; 404 PLACE_NOT_FOUND when the point is not near any place in Nigeria. */
export async function addressByLatLng(deps: Pick<AppDeps, 'geocoder'>, point: LatLng): Promise<ReverseGeocodeDto> {
  const found = await deps.geocoder.reverse(point);
  if (!found) throw new AppError('PLACE_NOT_FOUND');
  return { ...found, timezone };
}

/** Type-ahead suggestions, best first (an empty list when nothing starts so). */
export async function suggestPlaces(query: string, limit: number): Promise<PlaceSuggestionDto[]> {
  return searchGazetteer(await loadGazetteer(), query, limit);
}
