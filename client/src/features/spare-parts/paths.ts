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

export const requestQuotationsPath = (sparePartRequestId: string) =>
  buildPath(screens.sparePartRequestQuotations, { sparePartRequestId });
export const createQuotationPath = (sparePartRequestId: string) =>
  buildPath(screens.createSparePartQuotation, { sparePartRequestId });
export const submittedQuotationsPath = screens.submittedSparePartQuotations;
/** The customer's screens, as the quotation screens lead back to them. */
export const customerRequestsPath = requestsPath;
export const customerRequestPath = requestPath;
