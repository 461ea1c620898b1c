import express from 'express';
import {
  addSparePartItemSchema,
  lagosToday,
  mySparePartRequestsQuerySchema,
  saveSparePartRequestSchema,
  sparePartItemParamsSchema,
  sparePartRequestIdParamsSchema,
  sparePartRequestsApi,
  updateSparePartItemSchema,
  type SparePartRequestSchemaContext,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { privateNoStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import {
  addSparePartItem,
  deleteSparePartDraft,
  deleteSparePartItem,
  getSparePartRequest,
  listMySparePartRequests,
  saveSparePartRequest,
  updateSparePartItem,
} from './spare-part-requests.service.ts';

/** The customer's spare-part requests: every call needs a session and sees only the caller's own requests. */
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

  return router;
}
