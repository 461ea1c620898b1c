import express, { type RequestHandler } from 'express';
import { jobsApi, maintenanceIdParamsSchema, myJobsQuerySchema } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { privateNoStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import { declineJob, getJob, getMyJobs, type JobViewer } from './jobs.service.ts';

/**
 * After requireAuth: the caller holds the technician role, else 403 NOT_A_TECHNICIAN (the technicians module's
 * check: an applicant holds the role too, but is never dispatched, so their lists are empty).
 */
export const requireTechnician: RequestHandler = (req, _res, next) => {
  if (!authOf(req).user.roles.includes('technician')) throw new AppError('NOT_A_TECHNICIAN');
  next();
};

function viewerOf(req: express.Request): JobViewer {
  const { user } = authOf(req);
  return { id: user.id, locale: user.locale };
}

/** The technician's jobs: the requests they were asked to quote for. */
export function jobsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, jobsApi.getMyJobs, { cache: privateNoStore }, auth, requireTechnician, async (req, _res, input) => {
    const query = await input.query(myJobsQuerySchema);
    return { data: await getMyJobs(deps, viewerOf(req), query) };
  });

  route(router, jobsApi.getJob, { cache: privateNoStore }, auth, requireTechnician, async (req, _res, input) => {
    const { id } = await input.params(maintenanceIdParamsSchema);
    return { data: await getJob(deps, viewerOf(req), id) };
  });

  route(router, jobsApi.declineJob, auth, requireTechnician, async (req, _res, input) => {
    const { id } = await input.params(maintenanceIdParamsSchema);
    return { data: await declineJob(deps, viewerOf(req), id), message: 'Job declined.' };
  });

  return router;
}
