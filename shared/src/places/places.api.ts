import { defineApi, returns, schema } from '../http/api.ts';
import type { AddressTimezoneDto, PlaceSuggestionDto, ReverseGeocodeDto } from './places.dto.ts';
import type { addressTimezoneQuerySchema, latLngQuerySchema, searchPlacesQuerySchema } from './places.schemas.ts';

/**
 * Place calls, answered from the offline gazetteer of Nigeria (or a configured geocoding provider). They sit under
 * /users/ as the API has always named them, but belong to the places domain. Public: no sign-in.
 */
export const placesApi = defineApi({
  /** An address (misspellings and common forms allowed) → its point, its place and the IANA time zone. */
  getAddressTimezone: {
    method: 'GET',
    path: '/users/get-address-timezone',
    query: schema<typeof addressTimezoneQuerySchema>(),
    response: returns<AddressTimezoneDto>(),
  },
  /** A point → the nearest town with its LGA and state, and a readable line. */
  getAddressByLatLng: {
    method: 'GET',
    path: '/users/get-address-by-lat-lng',
    query: schema<typeof latLngQuerySchema>(),
    response: returns<ReverseGeocodeDto>(),
  },
  /**
   * Type-ahead over towns, LGAs, states and common forms, best first (not in the older spec: the address input
   * needs suggestions as people type).
   */
  searchPlaces: {
    method: 'GET',
    path: '/users/search-places',
    query: schema<typeof searchPlacesQuerySchema>(),
    response: returns<PlaceSuggestionDto[]>(),
  },
});
