import type { AddressDto } from '../places/address.dto.ts';
import type { PartGrade } from '../quotations/quotation.constants.ts';
import type { SparePartDeliveryDto, SparePartOrderDto, SupplierSparePartOrderDto } from './spare-part-order.dto.ts';
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

/**
 * A photo of the old part, checked by content and stored without its metadata. Its links are signed and last ten
 * minutes; only the request's customer (and the technician of the job it is for) and its invited suppliers get them.
 */
export interface SparePartItemFileDto {
  _id: string;
  url: string;
  /** A small JPEG of it (at most 320 px on its longer side). */
  thumbnailUrl: string | null;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdAt: string;
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
  /** Photos of the old part, in the order they were added (at most SPARE_PART_REQUEST_LIMITS.itemFilesMax). */
  files: SparePartItemFileDto[];
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
  /** The paid quotation's order (its supplier, totals, dispatch and delivery); null until a quotation is paid. */
  order: SparePartOrderDto | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A request as an invited supplier sees it: the vehicle, the parts, the needed-by day and where it goes only as the
 * area (town, LGA, state) and the distance from the supplier's address; never the customer's name, phone, street or
 * landmark. Once the customer paid one supplier's quotation, that supplier alone also gets `delivery` and `order`;
 * every other invited supplier keeps this area-only view (its status tells them another supplier was paid).
 */
export interface InvitedSparePartRequestDto {
  _id: string;
  status: SparePartRequestStatus;
  vehicle: Omit<SparePartVehicleDto, 'vehicleId'> | null;
  vehicleDescription: string | null;
  area: { town: string | null; lga: string | null; state: string | null };
  /** From the supplier's address when they were invited, km. */
  distanceKm: number;
  neededBy: string | null;
  items: SparePartItemDto[];
  invitedAt: string;
  submittedAt: string | null;
  expiresAt: string | null;
  /** Only for the paid supplier: the delivery address and the customer's name and phone. */
  delivery?: SparePartDeliveryDto;
  /** Only for the paid supplier: the order's totals, their payout and its steps. */
  order?: SupplierSparePartOrderDto;
}
