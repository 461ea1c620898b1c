import express from 'express';
import type { AppDeps } from '../../deps.ts';
import { documentsRouter } from './documents/documents.router.ts';
import { fleetDashboardRouter } from './dashboard/fleet-dashboard.router.ts';
import { obdRouter } from './obd/obd.router.ts';

export { obdIngestRouter } from './obd/obd.router.ts';

/** OBD devices and readings, documents, the dashboard summaries and the calendar. */
export function fleetRecordsRouter(deps: AppDeps) {
  const router = express.Router();
  router.use(obdRouter(deps));
  router.use(documentsRouter(deps));
  router.use(fleetDashboardRouter(deps));
  return router;
}
