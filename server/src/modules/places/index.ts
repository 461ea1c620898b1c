export { placesRouter } from './places.router.ts';
export { gazetteerGeocoder } from './gazetteer-geocoder.ts';
export { addressByLatLng, addressTimezone, suggestPlaces } from './places.service.ts';
