import express from 'express';
import {
  cancelMaintenanceSchema,
  createMaintenanceSchema,
  lagosToday,
  maintenanceIdParamsSchema,
  maintenancesApi,
  maintenanceVehicleParamsSchema,
  myMaintenancesQuerySchema,
  updateMaintenanceSchema,
  type MaintenanceSchemaContext,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { privateNoStore } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { authOf, requireAuth } from '../../lib/session/session.middleware.ts';
import {
  createMaintenance,
  getMaintenance,
  listMyMaintenances,
  listPendingForVehicle,
  updateMaintenance,
} from './maintenance-requests.service.ts';
import { maintenanceMediaRouter } from './media/media.router.ts';
import { finishWork } from './finish-work.service.ts';
import { cancelMaintenanceOrJob, updateJobProgress } from './jobs/job-actions.service.ts';
import { jobRouter } from './jobs/job.router.ts';

/** The customer's maintenance requests: every call needs a session and sees only the caller's own requests. */
export function maintenanceRequestsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  // The schemas read "today" from the app's clock, so a preferred date is judged as the server sees the day.
  const context = (): MaintenanceSchemaContext & Record<string, unknown> => ({ today: lagosToday(deps.now()) });

  route(router, maintenancesApi.createNewMaintenance, auth, async (req, _res, input) => {
    const body = await input.body(createMaintenanceSchema, context());
    const dto = await createMaintenance(deps, authOf(req).user, body);
    return { data: dto, status: 201, message: dto.status === 'draft' ? 'Saved as a draft.' : 'Submitted.' };
  });

  route(router, maintenancesApi.updateMaintenance, auth, async (req, _res, input) => {
    const body = await input.body(updateMaintenanceSchema, context());
    const { user } = authOf(req);
    // A job's step (the technician's progress, the customer's confirmation) rather than an edit of the request.
    if (body.progress !== undefined) {
      const data =
        body.progress === 'work-done'
          ? await finishWork(deps, user, body.id)
          : await updateJobProgress(deps, user, body.id, body.progress, body.etaMinutes);
      return { data, message: 'Updated.' };
    }
    return { data: await updateMaintenance(deps, user, body), message: 'Saved.' };
  });

  route(router, maintenancesApi.getMyMaintenances, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const query = await input.query(myMaintenancesQuerySchema);
    return { data: await listMyMaintenances(deps, authOf(req).user, query) };
  });

  route(router, maintenancesApi.getMaintenance, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { id } = await input.params(maintenanceIdParamsSchema);
    return { data: await getMaintenance(deps, authOf(req).user, id) };
  });

  route(
    router,
    maintenancesApi.getPendingMaintenancesForSpecificVehicle,
    { cache: privateNoStore },
    auth,
    async (req, _res, input) => {
      const { vehicleId } = await input.params(maintenanceVehicleParamsSchema);
      return { data: await listPendingForVehicle(deps, authOf(req).user, vehicleId) };
    },
  );

  route(router, maintenancesApi.cancelMaintenance, auth, async (req, _res, input) => {
    const { id } = await input.params(maintenanceIdParamsSchema);
    const body = await input.body(cancelMaintenanceSchema);
    return { data: await cancelMaintenanceOrJob(deps, authOf(req).user, id, body), message: 'Canceled.' };
  });

  router.use(maintenanceMediaRouter(deps));
  router.use(jobRouter(deps));

  return router;
}
