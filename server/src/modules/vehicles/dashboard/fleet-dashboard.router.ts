import express from 'express';
import { calendarQuerySchema, fleetDashboardApi } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { sendData } from '../../../lib/http/respond.ts';
import { parse } from '../../../lib/http/validate.ts';
import { authOf, requireAuth } from '../../users/index.ts';
import { getCalendarEvents, getDashboardSummaries } from './fleet-dashboard.service.ts';

/** The dashboard overview and the calendar (they read the fleet, so they live here). */
export function fleetDashboardRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  router.get(fleetDashboardApi.getDashboardSummaries.path, auth, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, await getDashboardSummaries(deps, authOf(req).user.id));
  });

  router.get(fleetDashboardApi.getCalendarEvents.path, auth, async (req, res) => {
    const query = await parse(calendarQuerySchema, req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, await getCalendarEvents(deps, authOf(req).user.id, query));
  });

  return router;
}
