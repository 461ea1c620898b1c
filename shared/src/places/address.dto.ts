import type { NigerianStateName } from './nigeria.ts';

/** An address as stored and answered: the fields of `addressSchema`, with absent optional parts as null. */
export interface AddressDto {
  line: string;
  landmark: string | null;
  town: string;
  lga: string | null;
  state: NigerianStateName;
  lat: number;
  lng: number;
}
