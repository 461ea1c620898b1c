import type { Page } from '../http/envelope.ts';
import { defineApi, returns, schema } from '../http/api.ts';
import type { sparePartRequestIdParamsSchema } from './spare-part-request.schemas.ts';
import type { SparePartRequestQuotationsDto, SupplierSparePartQuotationDto } from './spare-part-quotation.dto.ts';
import type {
  sparePartQuotationIdParamsSchema,
  submitSparePartQuotationSchema,
  supplierQuotationsQuerySchema,
} from './spare-part-quotation.schemas.ts';

/**
 * Spare-part quotations: an invited supplier prices the parts of a request (and revises the price until it is
 * paid); the request's customer compares them. A quotation is seen only by its supplier and the request's
 * customer; a supplier not invited, like anyone else, gets 404. The supplier's calls answer 403 NOT_A_SUPPLIER to
 * an account without the supplier role.
 */
export const sparePartQuotationsApi = defineApi({
  /**
   * An invited, approved supplier's quotation for an open or quoted request: one line per part of it (at least one
   * available, each at a grade the customer accepts), the delivery fee and days, the validity (72 h by default).
   * Sent again, it revises their quotation (its revision counts up, a new validity starts) until it is paid (409
   * SPARE_PART_QUOTATION_STATUS_CONFLICT). Totals are computed on the server. The first quotation makes the
   * request quoted; the customer is told of each. 201 for the first, 200 for a revision; 409
   * SPARE_PART_REQUEST_STATUS_CONFLICT naming the request's status when it takes no quotation; 403
   * SUPPLIER_NOT_APPROVED when the supplier's profile is not approved.
   */
  supplierSubmitQuotation: {
    method: 'POST',
    path: '/spare-part-requests/supplier-submit-quotation',
    body: schema<typeof submitSparePartQuotationSchema>(),
    response: returns<SupplierSparePartQuotationDto>(),
  },
  /** The supplier's own quotations, newest first, each with its request by area only. */
  getSupplierQuotations: {
    method: 'GET',
    path: '/spare-part-requests/get-supplier-quotations',
    query: schema<typeof supplierQuotationsQuerySchema>(),
    response: returns<Page<SupplierSparePartQuotationDto>>(),
  },
  /** One of the supplier's own quotations; 404 for anyone else's. */
  supplierGetQuotation: {
    method: 'GET',
    path: '/spare-part-requests/supplier-get-quotation/:id',
    params: schema<typeof sparePartQuotationIdParamsSchema>(),
    response: returns<SupplierSparePartQuotationDto>(),
  },
  /**
   * The customer's comparison of their request's quotations: each with its supplier, its lines (the cheapest offer
   * of each part at each grade marked) and totals; each part with the fair-price hints of its grades. 404 for
   * anyone but the request's customer.
   */
  getRequestQuotations: {
    method: 'GET',
    path: '/spare-part-requests/get-request-quotations/:id',
    params: schema<typeof sparePartRequestIdParamsSchema>(),
    response: returns<SparePartRequestQuotationsDto>(),
  },
});
