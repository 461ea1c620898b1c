import type { AddressDto } from '../places/address.dto.ts';
import type { NigerianStateName } from '../places/nigeria.ts';
import type { TechnicianSummaryDto } from '../quotations/quotation.dto.ts';
import type { JobProgressDto } from './job.dto.ts';
import type {
  MaintenanceMediaKind,
  MaintenanceStatus,
  MaintenanceTimeWindow,
} from './maintenance-request.constants.ts';

/** The vehicle a request is for. */
export interface MaintenanceVehicleDto {
  _id: string;
  /** "2019 Toyota Corolla" (`vehicleLabel`). */
  label: string;
}

/** A requested service: its catalogue slug and its name in the reader's language. */
export interface MaintenanceServiceDto {
  slug: string;
  name: string;
}

/** A photo or the video of the problem. */
export interface MaintenanceMediaDto {
  _id: string;
  kind: MaintenanceMediaKind;
  /** A signed URL that serves the file for a short while. */
  url: string;
  contentType: string;
}

/** The technician booked for a request, as its customer sees them: the full name, and the phone to call. */
export interface BookedTechnicianDto extends TechnicianSummaryDto {
  phone: { dialCode: string; number: string } | null;
}

/** What the customer and the technicians asked to quote both see of a request. */
interface MaintenanceRequestBaseDto {
  _id: string;
  status: MaintenanceStatus;
  vehicle: MaintenanceVehicleDto;
  services: MaintenanceServiceDto[];
  description: string;
  /** The day the customer would like the technician (YYYY-MM-DD, in `timeZone`). */
  preferredDate: string;
  timeWindow: MaintenanceTimeWindow;
  /** The IANA time zone of the place, in which `preferredDate` and `timeWindow` are read ("Africa/Lagos"). */
  timeZone: string;
  media: MaintenanceMediaDto[];
  /** How many live quotations the request has. */
  quotationsCount: number;
  /** ISO time; null while a draft. */
  submittedAt: string | null;
  /** ISO time the request expires unless booked; null while a draft and once booked or canceled. */
  expiresAt: string | null;
  /** The job after booking (its steps, escrow, disputes, settlement); null for a request never booked. */
  job: JobProgressDto | null;
  createdAt: string;
  updatedAt: string;
}

/** A maintenance request as its customer sees it. */
export interface MaintenanceRequestDto extends MaintenanceRequestBaseDto {
  /** Where the vehicle is: the exact address, landmark and point. */
  address: AddressDto;
  /** The accepted quotation once booked, else null. */
  bookedQuotationId: string | null;
  /** The booked technician while the request is booked, else null. */
  technician: BookedTechnicianDto | null;
  /** The lowest and highest totals of the live quotations (kobo), or null before the first. */
  priceRange: { minKobo: number; maxKobo: number } | null;
  /**
   * How many technicians have been asked to quote so far (every round). 0 for a draft, and for a submitted request
   * while nobody nearby qualifies: it stays open and the next round may find someone.
   */
  techniciansAsked: number;
}

/** Where a job is, as a technician deciding whether to quote sees it: the area, never the street. */
export interface JobAreaDto {
  town: string;
  lga: string | null;
  state: NigerianStateName;
}

/** The customer's name and phone, for the booked technician only. */
export interface JobCustomerContactDto {
  name: string;
  phone: { dialCode: string; number: string } | null;
}

/**
 * A maintenance request as a technician sees it (a job): the area and the distance instead of the address, and
 * nothing of the customer, until this technician is booked; then `exactAddress` and `customerContact` are filled.
 * Other technicians' prices and the booked technician are never shown.
 */
export interface JobDto extends MaintenanceRequestBaseDto {
  area: JobAreaDto;
  /** Straight-line distance from the technician's base to the vehicle, km. */
  distanceKm: number;
  /** This technician has quoted. */
  accepted: boolean;
  /** This technician declined the job. */
  declined: boolean;
  /** The request still takes quotations (open or quoted, not expired). */
  isJobStillAvailable: boolean;
  /** This technician's quotation, or null. */
  myQuotationId: string | null;
  /** The customer's name and phone: for the booked technician only, else null. */
  customerContact: JobCustomerContactDto | null;
  /** The exact address with its landmark: for the booked technician only, else null. */
  exactAddress: AddressDto | null;
}
