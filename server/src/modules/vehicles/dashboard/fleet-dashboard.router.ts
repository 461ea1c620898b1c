import express from 'express';
import { calendarQuerySchema, fleetDashboardApi } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { privateNoStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import { getCalendarEvents, getDashboardSummaries } from './fleet-dashboard.service.ts';

/** The dashboard overview and the calendar (they read the fleet, so they live here). */
export function fleetDashboardRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, fleetDashboardApi.getDashboardSummaries, { cache: privateNoStore }, auth, async (req) => {
    return { data: await getDashboardSummaries(deps, authOf(req).user.id) };
  });

  route(router, fleetDashboardApi.getCalendarEvents, auth, async (req, res, input) => {
    const query = await input.query(calendarQuerySchema);
    privateNoStore(res);
    const { user } = authOf(req);
    return { data: await getCalendarEvents(deps, { id: user.id, locale: user.locale }, query) };
  });

  return router;
}
