import type { ComparedSparePartQuotationDto, SparePartRequestStatus } from '@fleetcare/shared';

/**
 * Where paying for a quotation goes on the customer's comparison, one per quotation card. Paying is not offered
 * yet, so it shows nothing: no button that does nothing. It gets the quotation and the request's status, which
 * decide whether it may be paid (a live quotation of a request still taking quotations).
 */
export function QuotationPaySlot(_props: {
  quotation: ComparedSparePartQuotationDto;
  requestStatus: SparePartRequestStatus;
}) {
  return null;
}
