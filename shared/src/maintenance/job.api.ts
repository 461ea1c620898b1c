import { defineApi, formData, returns, schema } from '../http/api.ts';
import type {
  CancellationTermsDto,
  EarningsDto,
  OrderDetailsDto,
  SurchargeDto,
  SurchargePaymentDto,
} from './job.dto.ts';
import type {
  answerRescheduleSchema,
  createSurchargeSchema,
  declineSurchargeSchema,
  myEarningsQuerySchema,
  paySurchargeSchema,
  proposeRescheduleSchema,
  raiseDisputeSchema,
  surchargeIdParamsSchema,
  surchargeMaintenanceParamsSchema,
} from './job.schemas.ts';
import type { MaintenanceRequestDto } from './maintenance-request.dto.ts';
import type { maintenanceIdParamsSchema } from './maintenance-request.schemas.ts';

/**
 * The job after booking, for its customer and its booked technician (anyone else: 404). The steps themselves go
 * through update-maintenance (`progress`) and cancel-maintenance; these are the rest: what cancelling would do,
 * reschedules, disputes, the receipt and the technician's earnings. A step the job's status does not allow is 409
 * MAINTENANCE_STATUS_CONFLICT naming the status, and changes nothing. Answers are the request as the caller sees it.
 */
export const jobApi = defineApi({
  /** What cancelling now would refund and release, by the cancellation rules, for the caller's side. */
  getCancellationTerms: {
    method: 'GET',
    path: '/maintenances/get-cancellation-terms/:id',
    params: schema<typeof maintenanceIdParamsSchema>(),
    response: returns<CancellationTermsDto>(),
  },
  /** Either side proposes a new appointment while the job is booked (before en route); one proposal at a time. */
  proposeReschedule: {
    method: 'POST',
    path: '/maintenances/propose-reschedule/:id',
    params: schema<typeof maintenanceIdParamsSchema>(),
    body: schema<typeof proposeRescheduleSchema>(),
    response: returns<MaintenanceRequestDto>(),
  },
  /** The side that did not propose accepts (the appointment moves) or declines (it stays). */
  answerReschedule: {
    method: 'POST',
    path: '/maintenances/answer-reschedule/:id',
    params: schema<typeof maintenanceIdParamsSchema>(),
    body: schema<typeof answerRescheduleSchema>(),
    response: returns<MaintenanceRequestDto>(),
  },
  /**
   * Multipart: `reason` and up to four photos in `files`. The customer, within 72 hours of "work done": release
   * stops until an admin resolves it.
   */
  raiseDispute: {
    method: 'POST',
    path: '/maintenances/raise-dispute/:id',
    params: schema<typeof maintenanceIdParamsSchema>(),
    body: formData<typeof raiseDisputeSchema>(),
    response: returns<MaintenanceRequestDto>(),
  },
  /** The customer re-opens a request their technician cancelled: other technicians are asked again. */
  reopenMaintenance: {
    method: 'POST',
    path: '/maintenances/reopen-maintenance/:id',
    params: schema<typeof maintenanceIdParamsSchema>(),
    response: returns<MaintenanceRequestDto>(),
  },
  /** The job's receipt, for its customer or its booked technician. */
  getOrderDetails: {
    method: 'GET',
    path: '/maintenances/get-order-details/:id',
    params: schema<typeof maintenanceIdParamsSchema>(),
    response: returns<OrderDetailsDto>(),
  },
  /** The technician's earnings: totals and settled jobs (403 NOT_A_TECHNICIAN for others). */
  getMyEarnings: {
    method: 'GET',
    path: '/maintenances/get-my-earnings',
    query: schema<typeof myEarningsQuerySchema>(),
    response: returns<EarningsDto>(),
  },
});

/**
 * Surcharges: extra work or parts the booked technician finds while en route, arrived or in progress. The customer
 * pays one into the same job's escrow or declines it; the technician may withdraw it until it is paid. Seen only by
 * the job's customer and technician (404 otherwise).
 */
export const surchargesApi = defineApi({
  createSurcharge: {
    method: 'POST',
    path: '/surcharges/create-surcharge',
    body: schema<typeof createSurchargeSchema>(),
    response: returns<SurchargeDto>(),
  },
  /** Multipart: one photo in `file` for the technician's pending surcharge (up to four). */
  uploadSurchargePhoto: {
    method: 'POST',
    path: '/surcharges/upload-surcharge-photo/:id',
    params: schema<typeof surchargeIdParamsSchema>(),
    body: formData(),
    response: returns<SurchargeDto>(),
  },
  /** Paid once: a replay of a paid surcharge answers it paid and moves nothing. */
  paySurcharge: {
    method: 'POST',
    path: '/surcharges/pay-surcharge',
    body: schema<typeof paySurchargeSchema>(),
    response: returns<SurchargePaymentDto>(),
  },
  /** The technician withdraws a pending surcharge (a paid one cannot be: 409 SURCHARGE_STATUS_CONFLICT). */
  cancelSurcharge: {
    method: 'PATCH',
    path: '/surcharges/cancel-surcharge/:id',
    params: schema<typeof surchargeIdParamsSchema>(),
    response: returns<SurchargeDto>(),
  },
  /** The customer declines a pending surcharge. */
  declineSurcharge: {
    method: 'PATCH',
    path: '/surcharges/decline-surcharge/:id',
    params: schema<typeof surchargeIdParamsSchema>(),
    body: schema<typeof declineSurchargeSchema>(),
    response: returns<SurchargeDto>(),
  },
  /** A job's surcharges, oldest first. */
  getMaintenanceSurcharges: {
    method: 'GET',
    path: '/surcharges/get-maintenance-surcharges/:maintenanceId',
    params: schema<typeof surchargeMaintenanceParamsSchema>(),
    response: returns<SurchargeDto[]>(),
  },
});
