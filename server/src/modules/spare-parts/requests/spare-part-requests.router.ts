import express, { type RequestHandler } from 'express';
import {
  addSparePartItemSchema,
  deleteSparePartItemFileSchema,
  lagosToday,
  SPARE_PART_REQUEST_LIMITS,
  myInvitedRequestsQuerySchema,
  mySparePartRequestsQuerySchema,
  saveSparePartRequestSchema,
  sparePartItemParamsSchema,
  sparePartRequestIdParamsSchema,
  sparePartRequestsApi,
  updateSparePartItemSchema,
  uploadSparePartItemFileSchema,
  type SparePartRequestSchemaContext,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { privateNoStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { upload } from '../../../lib/http/upload.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import {
  addSparePartItem,
  deleteSparePartDraft,
  deleteSparePartItem,
  getSparePartRequest,
  listMySparePartRequests,
  saveSparePartRequest,
  submitSparePartRequest,
  updateSparePartItem,
} from './spare-part-requests.service.ts';
import { getInvitedRequest, listMyInvitedRequests } from './invited-requests.service.ts';
import { itemPhotoTooLarge } from './item-file-check.ts';
import { deleteSparePartItemFile, uploadSparePartItemFile } from './item-files.service.ts';
import { isSupplier } from '../suppliers/suppliers.service.ts';
import { cancelSparePartRequestOrOrder } from '../orders/spare-part-orders.service.ts';

/** After requireAuth: the caller holds the supplier role, else 403 NOT_A_SUPPLIER. */
export const requireSupplier: RequestHandler = (req, _res, next) => {
  if (!isSupplier(authOf(req).user)) throw new AppError('NOT_A_SUPPLIER');
  next();
};

/**
 * Spare-part requests: the customer's calls see only the caller's own requests; the supplier's calls need the
 * supplier role and see only the requests they were invited to.
 */
export function sparePartRequestsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  // The schemas read "today" from the app's clock, so a needed-by day is judged as the server sees the day.
  const context = (): SparePartRequestSchemaContext & Record<string, unknown> => ({ today: lagosToday(deps.now()) });

  route(router, sparePartRequestsApi.initiateOrUpdateSparePartRequest, auth, async (req, _res, input) => {
    const body = await input.body(saveSparePartRequestSchema, context());
    const { dto, created } = await saveSparePartRequest(deps, authOf(req).user, body);
    return { data: dto, status: created ? 201 : 200, message: 'Saved.' };
  });

  route(router, sparePartRequestsApi.addItem, auth, async (req, _res, input) => {
    const body = await input.body(addSparePartItemSchema);
    return { data: await addSparePartItem(deps, authOf(req).user, body), status: 201, message: 'Added.' };
  });

  route(router, sparePartRequestsApi.updateItem, auth, async (req, _res, input) => {
    const { requestId, itemId } = await input.params(sparePartItemParamsSchema);
    const body = await input.body(updateSparePartItemSchema);
    return { data: await updateSparePartItem(deps, authOf(req).user, requestId, itemId, body), message: 'Saved.' };
  });

  route(router, sparePartRequestsApi.deleteItem, auth, async (req, _res, input) => {
    const { requestId, itemId } = await input.params(sparePartItemParamsSchema);
    return { data: await deleteSparePartItem(deps, authOf(req).user, requestId, itemId), message: 'Removed.' };
  });

  const photoUpload = upload({
    field: 'file',
    maxBytes: SPARE_PART_REQUEST_LIMITS.itemFileBytesMax,
    tooLarge: itemPhotoTooLarge,
    refusal: 'Send one photo, in the form field "file".',
    fields: 2,
  });

  route(router, sparePartRequestsApi.uploadSparePartItemFile, auth, photoUpload, async (req, _res, input) => {
    const fields = await input.body(uploadSparePartItemFileSchema);
    const dto = await uploadSparePartItemFile(deps, authOf(req).user, fields, req.file?.buffer);
    return { data: dto, status: 201, message: 'Added.' };
  });

  route(router, sparePartRequestsApi.deleteSparePartItemFile, auth, async (req, _res, input) => {
    const body = await input.body(deleteSparePartItemFileSchema);
    return { data: await deleteSparePartItemFile(deps, authOf(req).user, body), message: 'Deleted.' };
  });

  route(router, sparePartRequestsApi.finallySubmitSparePartRequest, auth, async (req, _res, input) => {
    const { id } = await input.params(sparePartRequestIdParamsSchema);
    return { data: await submitSparePartRequest(deps, authOf(req).user, id), message: 'Submitted.' };
  });

  route(router, sparePartRequestsApi.cancelSparePartRequest, auth, async (req, _res, input) => {
    const { id } = await input.params(sparePartRequestIdParamsSchema);
    return { data: await cancelSparePartRequestOrOrder(deps, authOf(req).user, id), message: 'Canceled.' };
  });

  route(router, sparePartRequestsApi.deleteRequest, auth, async (req, _res, input) => {
    const { id } = await input.params(sparePartRequestIdParamsSchema);
    await deleteSparePartDraft(deps, authOf(req).user, id);
    return { data: null, message: 'Deleted.' };
  });

  route(
    router,
    sparePartRequestsApi.getMySparePartRequests,
    { cache: privateNoStore },
    auth,
    async (req, _res, input) => {
      const query = await input.query(mySparePartRequestsQuerySchema);
      return { data: await listMySparePartRequests(deps, authOf(req).user, query) };
    },
  );

  route(router, sparePartRequestsApi.getSparePartRequest, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { id } = await input.params(sparePartRequestIdParamsSchema);
    return { data: await getSparePartRequest(deps, authOf(req).user, id) };
  });

  route(
    router,
    sparePartRequestsApi.getMyInvitedRequests,
    { cache: privateNoStore },
    auth,
    requireSupplier,
    async (req, _res, input) => {
      const query = await input.query(myInvitedRequestsQuerySchema);
      return { data: await listMyInvitedRequests(deps, authOf(req).user.id, query) };
    },
  );

  route(
    router,
    sparePartRequestsApi.supplierGetAnInvitedRequest,
    { cache: privateNoStore },
    auth,
    requireSupplier,
    async (req, _res, input) => {
      const { id } = await input.params(sparePartRequestIdParamsSchema);
      return { data: await getInvitedRequest(deps, authOf(req).user.id, id) };
    },
  );

  return router;
}
