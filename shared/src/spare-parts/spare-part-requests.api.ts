import type { Page } from '../http/envelope.ts';
import { defineApi, returns, schema } from '../http/api.ts';
import type { SparePartRequestDto } from './spare-part-request.dto.ts';
import type {
  addSparePartItemSchema,
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
});
