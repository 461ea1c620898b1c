import express from 'express';
import {
  payForSparePartsSchema,
  sparePartOrdersApi,
  sparePartPaymentParamsSchema,
  sparePartRequestIdParamsSchema,
  updateSupplyStatusSchema,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { noStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { authOf, requireAuth, requireVerifiedEmail } from '../../../lib/session/session.middleware.ts';
import { requireSupplier } from '../requests/spare-part-requests.router.ts';
import { payForSpareParts } from './spare-part-payment.service.ts';
import { confirmSparePartDelivery, updateSupplyStatus } from './spare-part-orders.service.ts';

/** A spare-part request's order: the customer pays and confirms; the paid supplier dispatches and delivers. */
export function sparePartOrdersRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, sparePartOrdersApi.acceptQuotationAndPay, auth, requireVerifiedEmail, async (req, res, input) => {
    const { requestId, quotationId } = await input.params(sparePartPaymentParamsSchema);
    const body = await input.body(payForSparePartsSchema);
    const paid = await payForSpareParts(deps, authOf(req).user.id, requestId, quotationId, body);
    noStore(res);
    return { data: paid, message: paid.status === 'paid' ? 'Paid.' : 'Waiting for the payment.' };
  });

  route(router, sparePartOrdersApi.updateSupplyItemsStatus, auth, requireSupplier, async (req, _res, input) => {
    const body = await input.body(updateSupplyStatusSchema);
    return { data: await updateSupplyStatus(deps, authOf(req).user.id, body), message: 'Saved.' };
  });

  route(router, sparePartOrdersApi.confirmSparePartDelivery, auth, async (req, _res, input) => {
    const { id } = await input.params(sparePartRequestIdParamsSchema);
    return { data: await confirmSparePartDelivery(deps, authOf(req).user, id), message: 'Confirmed.' };
  });

  return router;
}
