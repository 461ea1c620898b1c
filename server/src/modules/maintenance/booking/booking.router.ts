import express from 'express';
import { bookingApi, payForMaintenanceSchema } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { noStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { authOf, requireAuth, requireVerifiedEmail } from '../../../lib/session/session.middleware.ts';
import { payForMaintenanceServices } from './booking.service.ts';

/** The customer books a technician by paying a quotation's total into escrow. */
export function bookingRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, bookingApi.payForMaintenanceServices, auth, requireVerifiedEmail, async (req, res, input) => {
    const body = await input.body(payForMaintenanceSchema);
    const booking = await payForMaintenanceServices(deps, authOf(req).user.id, body);
    noStore(res);
    return { data: booking };
  });

  return router;
}
