import type { AddressDto } from '@fleetcare/shared';

/**
 * An address as the address field edits it (a Formik value): the parts as text, the point as numbers once a place
 * is picked (null before). Validate it with the shared `addressSchema`, which turns it into an AddressInput.
 */
export interface AddressFormValue {
  line: string;
  landmark: string;
  town: string;
  lga: string;
  state: string;
  lat: number | null;
  lng: number | null;
}

export const emptyAddress: AddressFormValue = {
  line: '',
  landmark: '',
  town: '',
  lga: '',
  state: '',
  lat: null,
  lng: null,
};

/** The field's value for a stored address (or an empty one). */
export function addressFormValue(address: AddressDto | null | undefined): AddressFormValue {
  if (!address) return emptyAddress;
  return { ...address, landmark: address.landmark ?? '', lga: address.lga ?? '' };
}

/** The state as people write it in a place's name: "FCT" for the Federal Capital Territory. */
export function stateLabel(state: string): string {
  return state === 'Federal Capital Territory' ? 'FCT' : state;
}

/** "Ikeja, Lagos": how a chosen place reads in the field. */
export function placeLabel(place: { town: string; state: string }): string {
  return place.town ? `${place.town}, ${stateLabel(place.state)}` : '';
}

/**
 * "Lekki, Eti-Osa, Lagos": where an address is, for reading. The LGA is left out when unknown or when the town is its
 * own LGA ("Ikeja, Lagos", not "Ikeja, Ikeja, Lagos"); `line` (the street) comes first when given.
 */
export function areaLabel(parts: { line?: string | null; town: string; lga: string | null; state: string }): string {
  const lga = parts.lga && parts.lga !== parts.town ? parts.lga : null;
  return [parts.line, parts.town, lga, stateLabel(parts.state)].filter(Boolean).join(', ');
}
