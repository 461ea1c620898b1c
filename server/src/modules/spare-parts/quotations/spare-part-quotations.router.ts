import express from 'express';
import {
  sparePartQuotationIdParamsSchema,
  sparePartQuotationsApi,
  sparePartRequestIdParamsSchema,
  submitSparePartQuotationSchema,
  supplierQuotationsQuerySchema,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { privateNoStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import { requireSupplier } from '../requests/spare-part-requests.router.ts';
import { getRequestQuotations } from './request-quotations.service.ts';
import {
  getSupplierSparePartQuotation,
  listSupplierSparePartQuotations,
  submitSparePartQuotation,
} from './spare-part-quotations.service.ts';

/**
 * Spare-part quotations: the supplier's calls need the supplier role (403 NOT_A_SUPPLIER) and see only their own
 * quotations and the requests they were invited to; the customer's comparison sees only the caller's requests.
 */
export function sparePartQuotationsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, sparePartQuotationsApi.supplierSubmitQuotation, auth, requireSupplier, async (req, _res, input) => {
    const body = await input.body(submitSparePartQuotationSchema);
    const { dto, created } = await submitSparePartQuotation(deps, authOf(req).user.id, body);
    return { data: dto, status: created ? 201 : 200, message: created ? 'Quotation sent.' : 'Quotation revised.' };
  });

  route(
    router,
    sparePartQuotationsApi.getSupplierQuotations,
    { cache: privateNoStore },
    auth,
    requireSupplier,
    async (req, _res, input) => {
      const query = await input.query(supplierQuotationsQuerySchema);
      return { data: await listSupplierSparePartQuotations(deps, authOf(req).user.id, query) };
    },
  );

  route(
    router,
    sparePartQuotationsApi.supplierGetQuotation,
    { cache: privateNoStore },
    auth,
    requireSupplier,
    async (req, _res, input) => {
      const { id } = await input.params(sparePartQuotationIdParamsSchema);
      return { data: await getSupplierSparePartQuotation(deps, authOf(req).user.id, id) };
    },
  );

  route(
    router,
    sparePartQuotationsApi.getRequestQuotations,
    { cache: privateNoStore },
    auth,
    async (req, _res, input) => {
      const { id } = await input.params(sparePartRequestIdParamsSchema);
      return { data: await getRequestQuotations(deps, authOf(req).user.id, id) };
    },
  );

  return router;
}
