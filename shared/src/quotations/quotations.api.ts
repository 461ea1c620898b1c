import { defineApi, returns, schema } from '../http/api.ts';
import type { QuotationDto } from './quotation.dto.ts';
import type {
  declineQuotationSchema,
  maintenanceQuotationsParamsSchema,
  quotationIdParamsSchema,
  quotationSchema,
} from './quotation.schemas.ts';

/**
 * Quotations: a technician prices a job they were asked about (and revises or withdraws it); the request's customer
 * compares them and declines one. A quotation is seen only by its technician and the request's customer; anyone
 * else gets 404.
 */
export const quotationsApi = defineApi({
  /**
   * The technician's quotation for a request they were asked about (open or quoted, not declined): the first one, or
   * a revision of their live one (its revision counts up and `previous` keeps what it replaced). Totals are computed
   * on the server. 409 JOB_NOT_AVAILABLE when the request takes no quotation, JOB_ALREADY_DECLINED after a decline,
   * QUOTATION_EXPIRED when the live one's validity has passed.
   */
  createOrUpdateQuotation: {
    method: 'POST',
    path: '/quotations/create-or-update-quotation',
    body: schema<typeof quotationSchema>(),
    response: returns<QuotationDto>(),
  },
  /** The same call (same body, same service) under the maintenance requests' path. */
  technicianSubmitsMaintenanceQuotation: {
    method: 'POST',
    path: '/maintenances/technician-submits-maintenance-quotation',
    body: schema<typeof quotationSchema>(),
    response: returns<QuotationDto>(),
  },
  /** The technician withdraws their live quotation (409 QUOTATION_STATUS_CONFLICT naming the status otherwise). */
  cancelQuotation: {
    method: 'PATCH',
    path: '/quotations/cancel-quotation/:id',
    params: schema<typeof quotationIdParamsSchema>(),
    response: returns<QuotationDto>(),
  },
  /** The request's customer declines a live quotation, saying why if they like; the technician is told. */
  declineQuotation: {
    method: 'PATCH',
    path: '/quotations/decline-quotation/:id',
    params: schema<typeof quotationIdParamsSchema>(),
    body: schema<typeof declineQuotationSchema>(),
    response: returns<QuotationDto>(),
  },
  /** Every quotation of the customer's request: live ones first, each group by total, lowest first. */
  getMaintenanceQuotations: {
    method: 'GET',
    path: '/quotations/get-maintenance-quotations/:maintenanceId',
    params: schema<typeof maintenanceQuotationsParamsSchema>(),
    response: returns<QuotationDto[]>(),
  },
  /** One quotation, for its technician or the request's customer. */
  getQuotation: {
    method: 'GET',
    path: '/quotations/get-quotation/:id',
    params: schema<typeof quotationIdParamsSchema>(),
    response: returns<QuotationDto>(),
  },
});
