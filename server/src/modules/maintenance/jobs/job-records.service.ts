import {
  vehicleLabel,
  type EarningDto,
  type EarningsDto,
  type MyEarningsQuery,
  type OrderDetailsDto,
  type OrderPaymentDto,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { localeOf } from '../../../lib/i18n.ts';
import { listServiceTypes } from '../service-catalogue.repository.ts';
import { surchargeDtosOfJob } from '../surcharges/surcharges.service.ts';
import { partyOf, type JobReader } from './job-actions.service.ts';
import { heldOfJob, settlementOf } from './job-progress.ts';
import {
  findBookedQuotation,
  findVehicleLabelParts,
  listEarnings,
  pendingForTechnician,
  userNames,
} from './job-records.repository.ts';
import { findJob, paidSurchargeHolds } from './job.repository.ts';
import { serviceName } from './jobs.mapper.ts';

const notFound = () => new AppError('NOT_FOUND', { message: 'We could not find that order.' });

/** A hold paid from the wallet has "wallet" in its key; every other one was a card payment. */
const methodOf = (holdKey: string | null): OrderPaymentDto['method'] =>
  holdKey?.split(':').includes('wallet') ? 'wallet' : 'card';

/**
 * get-order-details: a booked job's receipt for its customer or its booked technician (anyone else, or a request
 * never booked: 404). The quotation, every surcharge, the payments into the job, and once settled where the money
 * went; the commission and the technician's earnings only in the technician's view.
 */
export async function getOrderDetails(deps: AppDeps, reader: JobReader, id: string): Promise<OrderDetailsDto> {
  const job = await findJob(deps.db, id);
  const party = job ? partyOf(job, reader.id) : null;
  if (!job || !party || !job.bookedAt || !job.bookedQuotationId) throw notFound();
  const locale = localeOf(reader.locale);
  const [quotation, catalogue, names, vehicle, surcharges, held, paidHolds] = await Promise.all([
    findBookedQuotation(deps.db, job.bookedQuotationId),
    listServiceTypes(deps.db),
    userNames(deps.db, [job.customerId, ...(job.technicianId ? [job.technicianId] : [])]),
    findVehicleLabelParts(deps.db, job.vehicleId),
    surchargeDtosOfJob(deps, job.id, locale),
    heldOfJob(deps.db, job),
    paidSurchargeHolds(deps.db, job.id),
  ]);
  if (!quotation || !vehicle) throw notFound();
  const holdKeyOf = new Map(paidHolds.map((hold) => [hold.id, hold.holdKey]));
  const bySlug = new Map(catalogue.map((service) => [service.slug, service]));
  const payments: OrderPaymentDto[] = [
    { for: 'booking', method: methodOf(job.bookingHoldKey), amount: quotation.total, at: job.bookedAt.toISOString() },
    ...surcharges
      .filter((surcharge) => surcharge.status === 'paid')
      .map((surcharge) => ({
        for: 'surcharge' as const,
        method: methodOf(holdKeyOf.get(surcharge._id) ?? null),
        amount: surcharge.totals.total,
        at: surcharge.answeredAt ?? surcharge.createdAt,
      })),
  ];
  return {
    orderId: job.id,
    status: job.status,
    vehicleLabel: vehicleLabel({
      fullVIN: vehicle.vin,
      category: vehicle.category,
      vehicleBrand: vehicle.brand,
      vehicleModel: vehicle.model,
      vehicleYear: vehicle.year,
    }),
    services: job.services.map((slug) => ({ slug, name: serviceName(slug, bySlug, locale) })),
    customerName: names.get(job.customerId) ?? '',
    technicianName: job.technicianId ? (names.get(job.technicianId) ?? '') : '',
    place: [job.addressLine, job.town, job.state].filter(Boolean).join(', '),
    timeZone: job.timeZone,
    bookedAt: job.bookedAt.toISOString(),
    quotation: {
      labour: quotation.labour.map((line) => ({
        service: line.service,
        name: serviceName(line.service, bySlug, locale),
        amount: line.amount,
      })),
      parts: quotation.parts.map((part) => ({ ...part, amount: part.quantity * part.unitPrice })),
      totals: {
        labour: quotation.labourTotal,
        parts: quotation.partsTotal,
        callOutFee: quotation.callOutFee,
        total: quotation.total,
      },
    },
    surcharges,
    payments,
    paid: held,
    settlement: settlementOf(job, held, party),
    viewer: party,
  };
}

/**
 * get-my-earnings: what the technician has earned from settled jobs (released less the commission), what the
 * platform took, what their jobs under way hold in escrow, and the settled jobs newest first.
 */
export async function getMyEarnings(deps: AppDeps, technicianId: string, query: MyEarningsQuery): Promise<EarningsDto> {
  const [earnings, pending] = await Promise.all([
    listEarnings(deps.db, technicianId, (query.page - 1) * query.limit, query.limit),
    pendingForTechnician(deps.db, technicianId),
  ]);
  const items: EarningDto[] = earnings.rows.map(({ request, vehicle }) => {
    const released = request.releasedAmount ?? 0;
    const commission = request.commissionAmount ?? 0;
    return {
      maintenanceId: request.id,
      vehicleLabel: vehicleLabel({
        fullVIN: vehicle.vin,
        category: vehicle.category,
        vehicleBrand: vehicle.brand,
        vehicleModel: vehicle.model,
        vehicleYear: vehicle.year,
      }),
      area: request.town ?? request.lga ?? '',
      status: request.status,
      released,
      commission,
      earned: released - commission,
      settledAt: (request.settledAt ?? request.updatedAt).toISOString(),
    };
  });
  return {
    totalEarned: earnings.released - earnings.commission,
    totalCommission: earnings.commission,
    pending,
    jobsSettled: earnings.jobs,
    jobs: { items, total: earnings.jobs, page: query.page, limit: query.limit },
  };
}
