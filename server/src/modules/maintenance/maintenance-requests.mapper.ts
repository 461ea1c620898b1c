import {
  ratingAverage,
  vehicleLabel,
  type AddressDto,
  type BookedTechnicianDto,
  type MaintenanceMediaDto,
  type MaintenanceRequestDto,
  type MaintenanceServiceDto,
  type MaintenanceStatus,
  type NigerianStateName,
} from '@fleetcare/shared';
import type { JobProgressDto } from '@fleetcare/shared';
import type { BookedTechnicianRow, RequestCounts, RequestWithVehicle } from './maintenance-requests.repository.ts';
import type { ServiceTypeRow } from './service-catalogue.repository.ts';

/** The address of a request, or null while it lacks one (the schema lets no draft lack it today). */
function addressOf(request: RequestWithVehicle['request']): AddressDto | null {
  if (request.addressLine === null || request.town === null || request.state === null) return null;
  if (request.lat === null || request.lng === null) return null;
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

/** A requested service with its name in `locale` (English, then any language it has; the slug if it is gone). */
function serviceOf(
  slug: string,
  catalogue: ReadonlyMap<string, ServiceTypeRow>,
  locale: string,
): MaintenanceServiceDto {
  const texts = catalogue.get(slug)?.texts;
  const name = texts?.[locale]?.name ?? texts?.en?.name ?? (texts ? Object.values(texts)[0]?.name : undefined);
  return { slug, name: name ?? slug };
}

/** The booked technician for their customer: the full name now, and the phone to call. */
export function toBookedTechnicianDto(row: BookedTechnicianRow, avatarUrl: string | null): BookedTechnicianDto {
  return {
    _id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    avatarUrl,
    rating: ratingAverage(row.ratingSum ?? 0, row.ratingCount ?? 0),
    ratingCount: row.ratingCount ?? 0,
    completedJobs: row.completedJobs,
    yearsExperience: row.yearsExperience,
    phone: row.phoneDialCode && row.phoneNumber ? { dialCode: row.phoneDialCode, number: row.phoneNumber } : null,
  };
}

/** A draft has no expiry yet; a booked or canceled request none any more. */
const expiryShown: readonly MaintenanceStatus[] = ['open', 'quoted', 'expired'];

export interface MaintenanceRequestDtoContext {
  /** The job after booking as this reader sees it; absent for a request never booked. */
  job?: JobProgressDto | null;
  /** The service catalogue by slug. */
  catalogue: ReadonlyMap<string, ServiceTypeRow>;
  /** The reader's language for the services' names. */
  locale: string;
  counts: RequestCounts | undefined;
  /** The request's photos or video, their links signed. */
  media: MaintenanceMediaDto[];
  /** The booked technician while the request is booked. */
  technician?: BookedTechnicianDto;
}

/** A request as its customer sees it. */
export function toMaintenanceRequestDto(
  { request, vehicle }: RequestWithVehicle,
  context: MaintenanceRequestDtoContext,
): MaintenanceRequestDto {
  const counts = context.counts;
  const address = addressOf(request);
  if (!address) throw new Error(`maintenance request ${request.id} has no address`);
  if (request.preferredDate === null || request.timeWindow === null) {
    throw new Error(`maintenance request ${request.id} has no appointment`);
  }
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
    services: request.services.map((slug) => serviceOf(slug, context.catalogue, context.locale)),
    description: request.description,
    preferredDate: request.preferredDate,
    timeWindow: request.timeWindow,
    timeZone: request.timeZone,
    media: context.media,
    quotationsCount: counts?.quotationsCount ?? 0,
    submittedAt: request.submittedAt?.toISOString() ?? null,
    expiresAt: expiryShown.includes(request.status) ? (request.expiresAt?.toISOString() ?? null) : null,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    address,
    bookedQuotationId: request.bookedQuotationId,
    technician: context.technician ?? null,
    priceRange:
      counts && counts.minTotal !== null && counts.maxTotal !== null
        ? { minKobo: counts.minTotal, maxKobo: counts.maxTotal }
        : null,
    techniciansAsked: counts?.techniciansAsked ?? 0,
    job: context.job ?? null,
  };
}
