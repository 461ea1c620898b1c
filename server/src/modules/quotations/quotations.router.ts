import express, { type RequestHandler } from 'express';
import {
  declineQuotationSchema,
  maintenanceQuotationsParamsSchema,
  quotationIdParamsSchema,
  quotationSchema,
  quotationsApi,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { privateNoStore } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { authOf, requireAuth } from '../../lib/session/session.middleware.ts';
import {
  cancelQuotation,
  createOrUpdateQuotation,
  declineQuotation,
  getMaintenanceQuotations,
  getQuotation,
  type QuotationViewer,
} from './quotations.service.ts';

/** After requireAuth: the caller holds the technician role, else 403 NOT_A_TECHNICIAN (as the technicians module). */
const requireTechnician: RequestHandler = (req, _res, next) => {
  if (!authOf(req).user.roles.includes('technician')) throw new AppError('NOT_A_TECHNICIAN');
  next();
};

function viewerOf(req: express.Request): QuotationViewer {
  const { user } = authOf(req);
  return { id: user.id, locale: user.locale };
}

/**
 * Quotations: the technician's calls need the technician role; the customer's (decline, the request's list) are
 * answered by ownership of the request, since a technician may be a customer too: anyone else gets 404.
 */
export function quotationsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, quotationsApi.createOrUpdateQuotation, auth, requireTechnician, async (req, _res, input) => {
    const body = await input.body(quotationSchema);
    return { data: await createOrUpdateQuotation(deps, viewerOf(req), body), message: 'Quotation sent.' };
  });

  route(
    router,
    quotationsApi.technicianSubmitsMaintenanceQuotation,
    auth,
    requireTechnician,
    async (req, _res, input) => {
      const body = await input.body(quotationSchema);
      return { data: await createOrUpdateQuotation(deps, viewerOf(req), body), message: 'Quotation sent.' };
    },
  );

  route(router, quotationsApi.cancelQuotation, auth, requireTechnician, async (req, _res, input) => {
    const { id } = await input.params(quotationIdParamsSchema);
    return { data: await cancelQuotation(deps, viewerOf(req), id), message: 'Quotation withdrawn.' };
  });

  route(router, quotationsApi.declineQuotation, auth, async (req, _res, input) => {
    const { id } = await input.params(quotationIdParamsSchema);
    const body = await input.body(declineQuotationSchema);
    return { data: await declineQuotation(deps, viewerOf(req), id, body), message: 'Quotation declined.' };
  });

  route(router, quotationsApi.getMaintenanceQuotations, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { maintenanceId } = await input.params(maintenanceQuotationsParamsSchema);
    return { data: await getMaintenanceQuotations(deps, viewerOf(req), maintenanceId) };
  });

  route(router, quotationsApi.getQuotation, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { id } = await input.params(quotationIdParamsSchema);
    return { data: await getQuotation(deps, viewerOf(req), id) };
  });

  return router;
}
