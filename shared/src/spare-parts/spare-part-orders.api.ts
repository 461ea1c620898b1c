import { defineApi, returns, schema } from '../http/api.ts';
import type { SparePartPaymentDto } from './spare-part-order.dto.ts';
import type {
  payForSparePartsSchema,
  sparePartPaymentParamsSchema,
  updateSupplyStatusSchema,
} from './spare-part-order.schemas.ts';
import type { InvitedSparePartRequestDto, SparePartRequestDto } from './spare-part-request.dto.ts';
import type { sparePartRequestIdParamsSchema } from './spare-part-request.schemas.ts';

/**
 * A spare-part request's order: the customer pays one quotation into escrow, the paid supplier dispatches and
 * delivers, the customer confirms and the escrow is released to the supplier less the commission fixed at payment
 * (72 hours after the delivery it completes by itself). Calling a paid request off before dispatch is
 * cancel-spare-part-request, which refunds it. Only the request's customer and the paid supplier act on it; anyone
 * else gets 404.
 */
export const sparePartOrdersApi = defineApi({
  /**
   * The customer accepts a quotation of their open or quoted request and pays its total into escrow: from the
   * wallet (paid at once: 409 INSUFFICIENT_FUNDS when short) or by card (`savedCardId` charges a saved card at once;
   * without it the answer is awaiting-payment with the checkout, and the request is paid when the money settles,
   * or the money goes to the wallet if the quotation can no longer be paid). `revision` is the quotation's revision
   * the customer saw: 409 SPARE_PART_QUOTATION_REVISED (detail: the current revision) when the supplier revised it
   * since. 409 SPARE_PART_REQUEST_STATUS_CONFLICT naming the request's status ("expired" once past its expiry); 409
   * SPARE_PART_QUOTATION_STATUS_CONFLICT naming the quotation's; 409 SPARE_PART_QUOTATION_EXPIRED past its
   * validity. The request becomes paid, the quotation accepted, the others lost; the paid supplier, the other
   * invited suppliers and the customer are told.
   */
  acceptQuotationAndPay: {
    method: 'POST',
    path: '/spare-part-requests/accept-quotation-and-pay/:requestId/:quotationId',
    params: schema<typeof sparePartPaymentParamsSchema>(),
    body: schema<typeof payForSparePartsSchema>(),
    response: returns<SparePartPaymentDto>(),
  },
  /**
   * The paid supplier's steps: dispatched (paid → dispatched, with the note the customer reads) or delivered
   * (dispatched → delivered; the customer has 72 hours to confirm). 403 NOT_A_SUPPLIER for other accounts; 404 for
   * any supplier but the paid one; 409 SPARE_PART_REQUEST_STATUS_CONFLICT naming the status. The customer is told.
   * Answers the supplier's view of the request, with the delivery address.
   */
  updateSupplyItemsStatus: {
    method: 'POST',
    path: '/spare-part-requests/update-supply-items-status',
    body: schema<typeof updateSupplyStatusSchema>(),
    response: returns<InvitedSparePartRequestDto>(),
  },
  /**
   * The customer confirms the parts arrived (delivered → completed): the escrow is released to the supplier's
   * wallet less the commission; the supplier is told. 409 SPARE_PART_REQUEST_STATUS_CONFLICT naming the status.
   */
  confirmSparePartDelivery: {
    method: 'POST',
    path: '/spare-part-requests/confirm-spare-part-delivery/:id',
    params: schema<typeof sparePartRequestIdParamsSchema>(),
    response: returns<SparePartRequestDto>(),
  },
});
