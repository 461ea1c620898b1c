import express, { type RequestHandler } from 'express';
import { saveSupplierProfileSchema, suppliersApi } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { privateNoStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import { getMySupplierProfile, isSupplier, saveSupplierProfile, submitSupplierProfile } from './suppliers.service.ts';

/** After requireAuth: the caller holds the supplier role, else 403 NOT_A_SUPPLIER. */
const requireSupplier: RequestHandler = (req, _res, next) => {
  if (!isSupplier(authOf(req).user)) throw new AppError('NOT_A_SUPPLIER');
  next();
};

/**
 * The supplier's own profile. Reading and submitting need the supplier role; saving is open to any signed-in
 * account (its first save makes it a supplier) but an admin's.
 */
export function suppliersRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, suppliersApi.getMySupplierProfile, { cache: privateNoStore }, auth, requireSupplier, async (req) => ({
    data: await getMySupplierProfile(deps, authOf(req).user.id),
  }));

  route(router, suppliersApi.saveSupplierProfile, auth, async (req, _res, input) => {
    const body = await input.body(saveSupplierProfileSchema);
    return { data: await saveSupplierProfile(deps, authOf(req).user, body) };
  });

  route(router, suppliersApi.submitSupplierProfile, auth, requireSupplier, async (req) => ({
    data: await submitSupplierProfile(deps, authOf(req).user.id),
  }));

  return router;
}
