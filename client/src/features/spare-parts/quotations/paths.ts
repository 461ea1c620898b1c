import { buildPath, screens } from '@fleetcare/shared';

/**
 * The quotation screens' path patterns. The route table builds their routes from these; each is the same pattern
 * as its entry in the shared screens table.
 */
export const quotationScreens = {
  createQuotation: '/dashboard/spare-parts/my-quotations/create-quotation/:sparePartRequestId',
  submittedQuotations: '/dashboard/spare-parts/my-quotations/submitted-quotations',
  requestQuotations: '/dashboard/spare-parts/spare-part-requests/show-all-quotations/:sparePartRequestId',
} as const;

export const createQuotationPath = (sparePartRequestId: string) =>
  buildPath(quotationScreens.createQuotation, { sparePartRequestId });
export const submittedQuotationsPath = quotationScreens.submittedQuotations;
export const requestQuotationsPath = (sparePartRequestId: string) =>
  buildPath(quotationScreens.requestQuotations, { sparePartRequestId });

/** The spare-part screens these lead back to. */
export const invitationsPath = screens.quotationInvitations;
export const customerRequestsPath = screens.sparePartRequests;
export const customerRequestPath = (sparePartRequestId: string) =>
  buildPath(screens.sparePartRequest, { sparePartRequestId });
