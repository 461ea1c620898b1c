import type { Page } from '../http/envelope.ts';
import { defineApi, returns, schema } from '../http/api.ts';
import type { InvitedSparePartRequestDto, SparePartRequestDto } from './spare-part-request.dto.ts';
import type {
  addSparePartItemSchema,
  myInvitedRequestsQuerySchema,
  mySparePartRequestsQuerySchema,
  saveSparePartRequestSchema,
  sparePartItemParamsSchema,
  sparePartRequestIdParamsSchema,
  updateSparePartItemSchema,
} from './spare-part-request.schemas.ts';

/**
 * The customer's spare-part requests: a draft with its vehicle, delivery address, needed-by day and parts, changed
 * freely until submitted. Only the request's customer sees or changes it; anyone else gets 404. Every call that
 * changes a request answers the whole request, so the screens keep one copy of it.
 */
export const sparePartRequestsApi = defineApi({
  /** Without `id` a new draft (201); with it, an edit of the caller's draft (409 once submitted). */
  initiateOrUpdateSparePartRequest: {
    method: 'POST',
    path: '/spare-part-requests/initiate-or-update-spare-part-request',
    body: schema<typeof saveSparePartRequestSchema>(),
    response: returns<SparePartRequestDto>(),
  },
  /** Adds a part to a draft (at most 20). */
  addItem: {
    method: 'POST',
    path: '/spare-part-requests/add-item',
    body: schema<typeof addSparePartItemSchema>(),
    response: returns<SparePartRequestDto>(),
  },
  updateItem: {
    method: 'PATCH',
    path: '/spare-part-requests/update-item/:requestId/:itemId',
    params: schema<typeof sparePartItemParamsSchema>(),
    body: schema<typeof updateSparePartItemSchema>(),
    response: returns<SparePartRequestDto>(),
  },
  deleteItem: {
    method: 'DELETE',
    path: '/spare-part-requests/delete-item/:requestId/:itemId',
    params: schema<typeof sparePartItemParamsSchema>(),
    response: returns<SparePartRequestDto>(),
  },
  /**
   * Sends a complete draft (422 SPARE_PART_REQUEST_INCOMPLETE listing what is missing until it has a vehicle, an
   * address, a needed-by day and a part): it opens, and up to ten approved suppliers are invited to quote, each told.
   */
  finallySubmitSparePartRequest: {
    method: 'PATCH',
    path: '/spare-part-requests/finally-submit-spare-part-request/:id',
    params: schema<typeof sparePartRequestIdParamsSchema>(),
    response: returns<SparePartRequestDto>(),
  },
  /**
   * The customer calls off an open or quoted request, free (the invited suppliers are told); 409 naming the status
   * otherwise (a paid request's cancellation, with its refund, is not offered yet).
   */
  cancelSparePartRequest: {
    method: 'POST',
    path: '/spare-part-requests/cancel-spare-part-request/:id',
    params: schema<typeof sparePartRequestIdParamsSchema>(),
    response: returns<SparePartRequestDto>(),
  },
  /** Deletes a draft with its parts; a submitted request is a record and stays (409). */
  deleteRequest: {
    method: 'DELETE',
    path: '/spare-part-requests/delete-request/:id',
    params: schema<typeof sparePartRequestIdParamsSchema>(),
    response: returns<null>(),
  },
  /** The caller's requests, newest first, by status. */
  getMySparePartRequests: {
    method: 'GET',
    path: '/spare-part-requests/get-my-spare-part-requests',
    query: schema<typeof mySparePartRequestsQuerySchema>(),
    response: returns<Page<SparePartRequestDto>>(),
  },
  getSparePartRequest: {
    method: 'GET',
    path: '/spare-part-requests/get-spare-part-request/:id',
    params: schema<typeof sparePartRequestIdParamsSchema>(),
    response: returns<SparePartRequestDto>(),
  },
  /** The supplier's invitations to requests still taking quotations (open, quoted), newest first; 403 for others. */
  getMyInvitedRequests: {
    method: 'GET',
    path: '/spare-part-requests/get-my-invited-requests',
    query: schema<typeof myInvitedRequestsQuerySchema>(),
    response: returns<Page<InvitedSparePartRequestDto>>(),
  },
  /** One request the supplier was invited to, by area only; 404 for a supplier not invited. */
  supplierGetAnInvitedRequest: {
    method: 'GET',
    path: '/spare-part-requests/supplier-get-an-invited-request/:id',
    params: schema<typeof sparePartRequestIdParamsSchema>(),
    response: returns<InvitedSparePartRequestDto>(),
  },
});
