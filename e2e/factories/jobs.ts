import { type APIRequestContext } from '@playwright/test';
import {
  maintenancesApi,
  reportsApi,
  reviewsApi,
  type AddressDto,
  type CustomerReviewDto,
  type MaintenanceRequestDto,
  type NigerianStateName,
  type ReportDto,
  type ReportHeaderDto,
} from '@fleetcare/shared';
import { apiUrl, dataOf } from '../support/api.ts';
import { bookedFromWallet, sentQuotation, submittedMaintenance } from './maintenance.ts';
import type { TechnicianBase } from './technicians.ts';

/**
 * Jobs after booking, moved on through the API as their two parties would: the technician's steps, the report
 * completed (which is the job's "work done"), the customer's confirmation and review. `customer` and `technician`
 * are request contexts signed in as each.
 */

/** An address in the technician's area, `offsetKm` north-east of their base (about; 0.01° is a little over 1 km). */
export function addressNear(base: TechnicianBase, line: string, offsetKm = 1.5): AddressDto {
  const degrees = offsetKm / 111;
  return {
    line,
    landmark: null,
    town: base.town,
    lga: base.lga,
    state: base.state as NigerianStateName,
    lat: base.lat + degrees,
    lng: base.lng + degrees,
  };
}

/** One of update-maintenance's steps, for the side whose step it is. */
async function stepTo(request: APIRequestContext, id: string, progress: string, etaMinutes?: number) {
  return dataOf<MaintenanceRequestDto>(
    await request.patch(apiUrl(maintenancesApi.updateMaintenance), {
      data: { id, progress, ...(etaMinutes !== undefined && { etaMinutes }) },
    }),
  );
}

/** The booked technician sets off (20 minutes away), arrives and starts the work: the job is in progress. */
export async function startedWork(technician: APIRequestContext, maintenanceId: string): Promise<void> {
  await stepTo(technician, maintenanceId, 'en-route', 20);
  await stepTo(technician, maintenanceId, 'arrived');
  await stepTo(technician, maintenanceId, 'in-progress');
}

/**
 * The booked technician completes the job's report while the work is in progress: every task still to do marked
 * OK, the summary written, then mark-report-complete, which takes the job's "work done" step.
 */
export async function completedReport(
  technician: APIRequestContext,
  maintenanceId: string,
  summary = 'Everything booked was done; the vehicle was test-driven afterwards.',
): Promise<ReportHeaderDto> {
  const report = await dataOf<ReportDto>(await technician.get(apiUrl(reportsApi.getReport, { id: maintenanceId })));
  for (const task of report.tasks) {
    if (task.status !== 'todo') continue;
    await dataOf(
      await technician.patch(apiUrl(reportsApi.inspectorMarkTask), { data: { taskId: task._id, status: 'ok' } }),
    );
  }
  await dataOf(
    await technician.patch(apiUrl(reportsApi.updateVehicleInspectionReport, { reportId: report._id }), {
      data: { summary },
    }),
  );
  return dataOf<ReportHeaderDto>(
    await technician.patch(apiUrl(reportsApi.markReportComplete), { data: { reportId: report._id } }),
  );
}

/** The customer confirms the work: the job is completed and may be reviewed. */
export async function confirmedWork(customer: APIRequestContext, maintenanceId: string): Promise<void> {
  await stepTo(customer, maintenanceId, 'completed');
}

/**
 * A completed job with a complete report: the customer's request for `vehicleId` at `address` (which the
 * technician's area must reach, and no other technician's quotation is wanted), the technician's quotation of
 * `labour` (slug to kobo), booked from the customer's wallet (which must hold its total), the work started, the
 * report completed and the work confirmed by the customer. Answers the request as submitted.
 */
export async function completedJob(
  { customer, technician }: { customer: APIRequestContext; technician: APIRequestContext },
  {
    vehicleId,
    address,
    labour,
    description = 'Routine service: the oil is old and the service light is on.',
    summary,
  }: {
    vehicleId: string;
    address: AddressDto;
    labour: Record<string, number>;
    description?: string;
    summary?: string;
  },
): Promise<MaintenanceRequestDto> {
  const request = await submittedMaintenance(customer, {
    vehicleId,
    services: Object.keys(labour),
    description,
    address,
  });
  const quotation = await sentQuotation(technician, { maintenance: request, labour });
  await bookedFromWallet(customer, quotation);
  await startedWork(technician, request._id);
  await completedReport(technician, request._id, summary);
  await confirmedWork(customer, request._id);
  return request;
}

/** The customer of a completed job rates its technician (1 to 5 stars) with an optional text. */
export async function reviewedJob(
  customer: APIRequestContext,
  maintenanceId: string,
  { rating, text = null }: { rating: number; text?: string | null },
): Promise<CustomerReviewDto> {
  return dataOf<CustomerReviewDto>(
    await customer.post(apiUrl(reviewsApi.createCustomerReview), { data: { orderId: maintenanceId, rating, text } }),
    201,
  );
}
