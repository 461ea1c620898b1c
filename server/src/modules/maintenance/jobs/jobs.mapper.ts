import {
  maintenanceDispatchingStatuses,
  vehicleLabel,
  type AddressDto,
  type JobDto,
  type MaintenanceMediaDto,
  type NigerianStateName,
} from '@fleetcare/shared';
import type { JobProgressDto } from '@fleetcare/shared';
import type { Locale } from '../../../lib/i18n.ts';
import type { JobRow, OwnQuotationRow, RequestRow, ServiceTypeRow } from './jobs.repository.ts';

/** What a job's DTO is built from besides its rows: read in one go for a page of jobs. */
export interface JobContext {
  /** The job after booking as this reader sees it; absent for a request never booked. */
  job?: JobProgressDto | null;
  technicianId: string;
  locale: Locale;
  now: Date;
  catalogue: ReadonlyMap<string, ServiceTypeRow>;
  /** The request's media with their signed URLs. */
  media: MaintenanceMediaDto[];
  liveQuotations: number;
  /** The technician's quotations for this request, newest first. */
  ownQuotations: OwnQuotationRow[];
  /** The customer's name and phone: read only when this technician is the booked one. */
  contact: { firstName: string; lastName: string; phoneDialCode: string | null; phoneNumber: string | null } | null;
}

/** The name of a catalogue service in `locale` (English, then the slug itself, when it lacks one). */
export function serviceName(slug: string, catalogue: ReadonlyMap<string, ServiceTypeRow>, locale: Locale): string {
  const texts = catalogue.get(slug)?.texts;
  return texts?.[locale]?.name ?? texts?.en?.name ?? slug;
}

/** The request still takes quotations: open or quoted and not past its expiry. */
export function isStillAvailable(request: RequestRow, now: Date): boolean {
  return (
    maintenanceDispatchingStatuses.includes(request.status) &&
    (request.expiresAt === null || request.expiresAt.getTime() > now.getTime())
  );
}

/**
 * The booked technician is this one: only they see the street, the landmark and the customer, from booking to the
 * job's end. A technician who cancelled the job is out of it.
 */
export function isBookedWith(request: RequestRow, technicianId: string): boolean {
  return request.bookedAt !== null && request.technicianId === technicianId && request.status !== 'technician-canceled';
}

function exactAddressOf(request: RequestRow): AddressDto | null {
  if (request.addressLine === null || request.town === null || request.lat === null || request.lng === null) {
    return null;
  }
  return {
    line: request.addressLine,
    landmark: request.landmark,
    town: request.town,
    lga: request.lga,
    state: request.state as NigerianStateName,
    lat: request.lat,
    lng: request.lng,
  };
}

/**
 * A request as the technician asked about it sees it. The street line, the landmark, the point and the customer are
 * read from the row only for the booked technician; everyone else gets the town, LGA and state.
 */
export function toJobDto(row: JobRow, context: JobContext): JobDto {
  const { dispatch, request, vehicle } = row;
  const booked = isBookedWith(request, context.technicianId);
  const live = context.ownQuotations.find(
    (quotation) => quotation.status === 'submitted' && quotation.validUntil.getTime() > context.now.getTime(),
  );
  const mine = live ?? context.ownQuotations[0];
  const contact = booked ? context.contact : null;
  return {
    _id: request.id,
    status: request.status,
    vehicle: {
      _id: vehicle.id,
      label: vehicleLabel({
        fullVIN: vehicle.vin,
        category: vehicle.category,
        vehicleBrand: vehicle.brand,
        vehicleModel: vehicle.model,
        vehicleYear: vehicle.year,
      }),
    },
    services: request.services.map((slug) => ({ slug, name: serviceName(slug, context.catalogue, context.locale) })),
    description: request.description,
    preferredDate: request.preferredDate ?? '',
    timeWindow: request.timeWindow ?? 'morning',
    timeZone: request.timeZone,
    media: context.media,
    quotationsCount: context.liveQuotations,
    submittedAt: request.submittedAt?.toISOString() ?? null,
    expiresAt: maintenanceDispatchingStatuses.includes(request.status)
      ? (request.expiresAt?.toISOString() ?? null)
      : null,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    area: { town: request.town ?? '', lga: request.lga, state: (request.state ?? '') as NigerianStateName },
    distanceKm: Math.round(dispatch.distanceKm * 10) / 10,
    accepted: dispatch.status === 'quoted',
    declined: dispatch.status === 'declined',
    isJobStillAvailable: isStillAvailable(request, context.now),
    myQuotationId: mine?.id ?? null,
    customerContact: contact
      ? {
          name: `${contact.firstName} ${contact.lastName}`.trim(),
          phone:
            contact.phoneDialCode && contact.phoneNumber
              ? { dialCode: contact.phoneDialCode, number: contact.phoneNumber }
              : null,
        }
      : null,
    exactAddress: booked ? exactAddressOf(request) : null,
    job: context.job ?? null,
  };
}
