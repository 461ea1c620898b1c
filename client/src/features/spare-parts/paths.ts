import { buildPath, screens } from '@fleetcare/shared';

/** The spare-part screens' addresses, built from the shared screens table. */
export const requestsPath = screens.sparePartRequests;
export const newRequestPath = screens.newSparePartRequest;
export const myQuotationsPath = screens.myQuotations;
export const invitationsPath = screens.quotationInvitations;

export const requestPath = (sparePartRequestId: string) => buildPath(screens.sparePartRequest, { sparePartRequestId });
export const editRequestPath = (sparePartRequestId: string) =>
  buildPath(screens.editSparePartRequest, { sparePartRequestId });
export const invitedRequestPath = (sparePartRequestId: string) =>
  buildPath(screens.invitedSparePartRequest, { sparePartRequestId });

/**
 * Screens still to come, each linked only once it joins the screens table (`leadsToScreen`): the customer's
 * quotations for a request, the supplier's quotation form for an invitation and their submitted quotations.
 */
export const requestQuotationsPath = (sparePartRequestId: string) =>
  `/dashboard/spare-parts/spare-part-requests/show-all-quotations/${encodeURIComponent(sparePartRequestId)}`;
export const createQuotationPath = (sparePartRequestId: string) =>
  `/dashboard/spare-parts/my-quotations/create-quotation/${encodeURIComponent(sparePartRequestId)}`;
export const submittedQuotationsPath = '/dashboard/spare-parts/my-quotations/submitted-quotations';
