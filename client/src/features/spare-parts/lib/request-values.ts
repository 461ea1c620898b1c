import {
  addSparePartItemSchema,
  saveSparePartRequestSchema,
  type PartGrade,
  type SaveSparePartRequestInput,
  type SparePartCategory,
  type SparePartItemDto,
  type SparePartRequestDto,
} from '@fleetcare/shared';
import { addressFormValue, emptyAddress, type AddressFormValue } from '../../../components/address/address-value.ts';

/** The vehicle select's value for "a vehicle not in my fleet" (the description field shows). */
export const OTHER_VEHICLE = 'other';

/** The request form's values: what the inputs hold, cast by the shared schema on save. */
export interface RequestDetailsValues {
  /** A fleet vehicle's id, OTHER_VEHICLE, or '' for none chosen yet. */
  vehicleChoice: string;
  vehicleDescription: string;
  address: AddressFormValue;
  neededBy: string;
  maintenanceId: string;
}

export const emptyRequestValues: RequestDetailsValues = {
  vehicleChoice: '',
  vehicleDescription: '',
  address: emptyAddress,
  neededBy: '',
  maintenanceId: '',
};

export function requestValuesOf(request: SparePartRequestDto | undefined): RequestDetailsValues {
  if (!request) return emptyRequestValues;
  return {
    vehicleChoice: request.vehicle ? request.vehicle.vehicleId : request.vehicleDescription ? OTHER_VEHICLE : '',
    vehicleDescription: request.vehicleDescription ?? '',
    address: addressFormValue(request.address),
    neededBy: request.neededBy ?? '',
    maintenanceId: request.maintenanceId ?? '',
  };
}

const blankAddress = (address: AddressFormValue) => address.line.trim() === '' && address.town === '';

/**
 * What initiate-or-update takes from the values, before the schema casts it: a draft may leave anything out (null
 * clears it), and an address not begun is none.
 */
export function requestInputOf(values: RequestDetailsValues, id?: string) {
  const fleetVehicle = values.vehicleChoice !== '' && values.vehicleChoice !== OTHER_VEHICLE;
  return {
    ...(id ? { id } : {}),
    vehicleId: fleetVehicle ? values.vehicleChoice : null,
    vehicleDescription: values.vehicleChoice === OTHER_VEHICLE ? values.vehicleDescription : null,
    address: blankAddress(values.address) ? null : values.address,
    neededBy: values.neededBy || null,
    maintenanceId: values.maintenanceId || null,
  };
}

/** The body of initiate-or-update, as the shared schema casts the values. */
export const toSaveInput = (values: RequestDetailsValues, id?: string): Promise<SaveSparePartRequestInput> =>
  saveSparePartRequestSchema.validate(requestInputOf(values, id), { stripUnknown: true, abortEarly: false });

/** The part form's values. */
export interface ItemValues {
  name: string;
  partNumber: string;
  category: SparePartCategory | '';
  quantity: number | '';
  grades: PartGrade[];
  notes: string;
}

export const emptyItemValues: ItemValues = {
  name: '',
  partNumber: '',
  category: '',
  quantity: 1,
  grades: [],
  notes: '',
};

export const itemValuesOf = (item: SparePartItemDto): ItemValues => ({
  name: item.name,
  partNumber: item.partNumber ?? '',
  category: item.category,
  quantity: item.quantity,
  grades: item.grades,
  notes: item.notes ?? '',
});

/** add-item's fields without the request: the part form checks them as the server does. */
export const itemSchema = addSparePartItemSchema.omit(['requestId']);

/** The part's fields as the shared schema casts them. */
export const toItemInput = (values: ItemValues) =>
  itemSchema.validate(values, { stripUnknown: true, abortEarly: false });
