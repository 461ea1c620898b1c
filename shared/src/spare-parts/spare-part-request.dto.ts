import type { AddressDto } from '../places/address.dto.ts';
import type { PartGrade } from '../quotations/quotation.constants.ts';
import type { SparePartRequestMissingItem, SparePartRequestStatus } from './spare-part-request.constants.ts';
import type { SparePartCategory } from './supplier.constants.ts';

/** The vehicle of the customer's fleet a request is for, as suppliers need it to find the part. */
export interface SparePartVehicleDto {
  vehicleId: string;
  brand: string;
  model: string;
  year: number;
  vin: string | null;
}

/** One part a request asks for. */
export interface SparePartItemDto {
  _id: string;
  name: string;
  partNumber: string | null;
  category: SparePartCategory;
  quantity: number;
  /** The grades the customer accepts, in partGrades' order. */
  grades: PartGrade[];
  notes: string | null;
  createdAt: string;
}

/** A spare-part request as its customer sees it. */
export interface SparePartRequestDto {
  _id: string;
  status: SparePartRequestStatus;
  vehicle: SparePartVehicleDto | null;
  vehicleDescription: string | null;
  address: AddressDto | null;
  /** YYYY-MM-DD, a Lagos day. */
  neededBy: string | null;
  /** The booked maintenance job the parts are delivered to, if any. */
  maintenanceId: string | null;
  items: SparePartItemDto[];
  /** What a draft still lacks before it may be submitted (empty once submitted). */
  missing: SparePartRequestMissingItem[];
  /** Suppliers invited to quote. */
  invitedSuppliers: number;
  submittedAt: string | null;
  expiresAt: string | null;
  canceledAt: string | null;
  createdAt: string;
  updatedAt: string;
}
