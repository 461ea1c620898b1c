import type { Page } from '../http/envelope.ts';
import { defineApi, formData, returns, schema } from '../http/api.ts';
import type { InvitedSparePartRequestDto, SparePartRequestDto } from './spare-part-request.dto.ts';
import type {
  addSparePartItemSchema,
  deleteSparePartItemFileSchema,
  myInvitedRequestsQuerySchema,
  mySparePartRequestsQuerySchema,
  saveSparePartRequestSchema,
  sparePartItemParamsSchema,
  sparePartRequestIdParamsSchema,
  updateSparePartItemSchema,
  uploadSparePartItemFileSchema,
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
   * Adds a photo of the old part to an item of the caller's draft (201): a multipart form with `requestId`, `itemId`
   * and the `file`, a JPEG, PNG or WebP of at most 5 MB checked by content (415, 413), stored without its metadata
   * with a thumbnail. At most four per item (409 SPARE_PART_ITEM_FILES_FULL); 409 once submitted.
   */
  uploadSparePartItemFile: {
    method: 'POST',
    path: '/spare-part-requests/upload-spare-part-item-file',
    body: formData<typeof uploadSparePartItemFileSchema>(),
    response: returns<SparePartRequestDto>(),
  },
  /** Removes a photo of an item of the caller's draft (its stored files go too); 409 once submitted. */
  deleteSparePartItemFile: {
    method: 'POST',
    path: '/spare-part-requests/delete-spare-part-item-file',
    body: schema<typeof deleteSparePartItemFileSchema>(),
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
   * The customer calls off an open or quoted request, free (the invited suppliers are told), or a paid one before
   * dispatch: its whole escrow goes back to the wallet and the paid supplier is told. 409 naming the status
   * otherwise (dispatched or later, closed).
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
