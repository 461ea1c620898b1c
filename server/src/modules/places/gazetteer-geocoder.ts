import type { Geocoder } from '../../adapters/geocoding/geocoder.ts';
import { loadGazetteer, placeLine, toPlaceDto } from './gazetteer.ts';
import { matchAddress } from './match-address.ts';

/** A point farther than this from every town of the gazetteer is not taken to be in Nigeria. */
export const NEAREST_PLACE_MAX_KM = 50;

/** The offline gazetteer as a geocoder: the default, and the fallback of a provider. */
export function gazetteerGeocoder(): Geocoder {
  return {
    name: 'gazetteer',
    async geocode(address) {
      const found = matchAddress(await loadGazetteer(), address);
      if (!found) return null;
      const place = toPlaceDto(found.place);
      return { lat: place.lat, lng: place.lng, place, addressLine: placeLine(place), match: found.match };
    },
    async reverse(point) {
      const nearest = (await loadGazetteer()).grid.nearest(point, NEAREST_PLACE_MAX_KM);
      if (!nearest) return null;
      const place = toPlaceDto(nearest.item);
      return {
        place,
        addressLine: `near ${placeLine(place)}`,
        distanceKm: Math.round(nearest.km * 10) / 10,
      };
    },
  };
}
