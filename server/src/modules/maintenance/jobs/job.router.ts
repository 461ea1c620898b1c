import express, { type Request } from 'express';
import {
  JOB_RULES,
  MAINTENANCE_LIMITS,
  answerRescheduleSchema,
  jobApi,
  maintenanceIdParamsSchema,
  myEarningsQuerySchema,
  proposeRescheduleSchema,
  raiseDisputeSchema,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { privateNoStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { upload } from '../../../lib/http/upload.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import { photoTooLarge } from '../media/media-file.ts';
import {
  answerReschedule,
  getCancellationTerms,
  proposeReschedule,
  raiseDispute,
  type DisputePhoto,
  type JobReader,
} from './job-actions.service.ts';
import { reopenMaintenance } from './job-decisions.service.ts';
import { getMyEarnings, getOrderDetails } from './job-records.service.ts';
import { requireTechnician } from './jobs.router.ts';

function readerOf(req: Request): JobReader {
  const { user } = authOf(req);
  return { id: user.id, locale: user.locale };
}

function photosOf(req: Request): DisputePhoto[] {
  const files = Array.isArray(req.files) ? req.files : [];
  return files.map((file) => ({ bytes: file.buffer }));
}

/**
 * The job after booking: what cancelling would do, reschedules, disputes, re-opening, the receipt and the
 * technician's earnings. Every call needs a session; a job is seen only by its customer and its booked technician.
 */
export function jobRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const disputePhotos = upload({
    field: 'files',
    maxFiles: JOB_RULES.photosMax,
    maxBytes: MAINTENANCE_LIMITS.photoMaxBytes,
    tooLarge: photoTooLarge,
    refusal: `Send up to ${JOB_RULES.photosMax} photos, in the form field "files".`,
    fields: 1,
    fieldSize: 4 * 1024,
  });

  route(router, jobApi.getCancellationTerms, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { id } = await input.params(maintenanceIdParamsSchema);
    return { data: await getCancellationTerms(deps, readerOf(req), id) };
  });

  route(router, jobApi.proposeReschedule, auth, async (req, _res, input) => {
    const { id } = await input.params(maintenanceIdParamsSchema);
    const body = await input.body(proposeRescheduleSchema);
    return { data: await proposeReschedule(deps, readerOf(req), id, body), message: 'Proposed.' };
  });

  route(router, jobApi.answerReschedule, auth, async (req, _res, input) => {
    const { id } = await input.params(maintenanceIdParamsSchema);
    const body = await input.body(answerRescheduleSchema);
    return { data: await answerReschedule(deps, readerOf(req), id, body), message: 'Answered.' };
  });

  route(router, jobApi.raiseDispute, auth, disputePhotos, async (req, _res, input) => {
    const { id } = await input.params(maintenanceIdParamsSchema);
    const { reason } = await input.body(raiseDisputeSchema);
    return { data: await raiseDispute(deps, readerOf(req), id, reason, photosOf(req)), message: 'Disputed.' };
  });

  route(router, jobApi.reopenMaintenance, auth, async (req, _res, input) => {
    const { id } = await input.params(maintenanceIdParamsSchema);
    return { data: await reopenMaintenance(deps, readerOf(req), id), message: 'Re-opened.' };
  });

  route(router, jobApi.getOrderDetails, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { id } = await input.params(maintenanceIdParamsSchema);
    return { data: await getOrderDetails(deps, readerOf(req), id) };
  });

  route(router, jobApi.getMyEarnings, { cache: privateNoStore }, auth, requireTechnician, async (req, _res, input) => {
    const query = await input.query(myEarningsQuerySchema);
    return { data: await getMyEarnings(deps, authOf(req).user.id, query) };
  });

  return router;
}
