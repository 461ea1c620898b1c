import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { decimalNumber, wholeNumber } from '../validation/numbers.ts';
import { withoutInvisibles } from '../validation/text.ts';
import { isNigeria, NIGERIA } from './nigeria.ts';

const visibleText = (value: unknown) => (typeof value === 'string' ? withoutInvisibles(value) : value);

/** The largest number of suggestions the type-ahead answers at once. */
export const PLACE_SUGGESTIONS_MAX = 20;
export const PLACE_SUGGESTIONS_DEFAULT = 8;

export const addressTimezoneQuerySchema = yup.object({
  /** ISO 3166-1 alpha-2 or alpha-3 code or English name; FleetCare covers Nigeria only. */
  country: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
    .trim()
    .default(NIGERIA.code)
    .max(60, v.countryNotCovered)
    .test('nigeria', v.countryNotCovered, (value) => value === undefined || isNigeria(value)),
  address: yup.string().transform(visibleText).trim().required(v.addressQueryRequired).max(200, v.addressQueryTooLong),
});
export type AddressTimezoneQuery = yup.InferType<typeof addressTimezoneQuerySchema>;

export const latLngQuerySchema = yup.object({
  lat: decimalNumber(v.latitudeInvalid)
    .required(v.latitudeInvalid)
    .min(-90, v.latitudeInvalid)
    .max(90, v.latitudeInvalid),
  lng: decimalNumber(v.longitudeInvalid)
    .required(v.longitudeInvalid)
    .min(-180, v.longitudeInvalid)
    .max(180, v.longitudeInvalid),
});
export type LatLngQuery = yup.InferType<typeof latLngQuerySchema>;

export const searchPlacesQuerySchema = yup.object({
  q: yup.string().transform(visibleText).trim().required(v.placeQueryRequired).max(100, v.placeQueryTooLong),
  limit: wholeNumber(v.placeLimitInvalid)
    .min(1, v.placeLimitInvalid)
    .max(PLACE_SUGGESTIONS_MAX, v.placeLimitInvalid)
    .default(PLACE_SUGGESTIONS_DEFAULT),
});
export type SearchPlacesQuery = yup.InferType<typeof searchPlacesQuerySchema>;
