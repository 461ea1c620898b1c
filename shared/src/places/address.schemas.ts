import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { decimalNumber } from '../validation/numbers.ts';
import { withoutInvisibles } from '../validation/text.ts';
import { NIGERIAN_STATE_NAMES } from './nigeria.ts';

const visibleText = (value: unknown) => (typeof value === 'string' ? withoutInvisibles(value) : value);
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * An address in Nigeria as people give it: the street line, an optional landmark (Nigerian directions lean on
 * them: "near the Total filling station"), the town, its LGA and state, and the point it stands for. The point
 * comes from the place picked in the address input (or the phone's location), so an address is always on the map.
 */
export const addressSchema = yup.object({
  line: yup
    .string()
    .transform(visibleText)
    .trim()
    .required(v.addressLineRequired)
    .min(2, v.addressLineTooShort)
    .max(200, v.addressLineTooLong),
  landmark: yup
    .string()
    .transform(visibleText)
    .transform(emptyAsNull)
    .trim()
    .max(200, v.addressLandmarkTooLong)
    .nullable()
    .default(null),
  town: yup.string().transform(visibleText).trim().required(v.addressTownRequired).max(100, v.addressTownTooLong),
  lga: yup
    .string()
    .transform(visibleText)
    .transform(emptyAsNull)
    .trim()
    .max(100, v.addressLgaTooLong)
    .nullable()
    .default(null),
  state: yup.string().trim().required(v.addressStateInvalid).oneOf(NIGERIAN_STATE_NAMES, v.addressStateInvalid),
  lat: decimalNumber(v.addressLocationRequired)
    .required(v.addressLocationRequired)
    .min(-90, v.addressLocationRequired)
    .max(90, v.addressLocationRequired),
  lng: decimalNumber(v.addressLocationRequired)
    .required(v.addressLocationRequired)
    .min(-180, v.addressLocationRequired)
    .max(180, v.addressLocationRequired),
});
export type AddressInput = yup.InferType<typeof addressSchema>;
