import express, { type Request } from 'express';
import {
  createSurchargeSchema,
  declineSurchargeSchema,
  MAINTENANCE_LIMITS,
  paySurchargeSchema,
  surchargeIdParamsSchema,
  surchargeMaintenanceParamsSchema,
  surchargesApi,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { noStore, privateNoStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { upload } from '../../../lib/http/upload.ts';
import { authOf, requireAuth, requireVerifiedEmail } from '../../../lib/session/session.middleware.ts';
import { photoTooLarge } from '../media/media-file.ts';
import {
  cancelSurcharge,
  createSurcharge,
  declineSurcharge,
  getMaintenanceSurcharges,
  paySurcharge,
  uploadSurchargePhoto,
  type SurchargeViewer,
  type UploadedSurchargePhoto,
} from './surcharges.service.ts';

function viewerOf(req: Request): SurchargeViewer {
  const { user } = authOf(req);
  return { id: user.id, locale: user.locale };
}

function uploadedPhoto(req: Request): UploadedSurchargePhoto | undefined {
  return req.file ? { bytes: req.file.buffer } : undefined;
}

/**
 * Surcharges of a booked job. Who may do what is the job's (its booked technician adds, illustrates and withdraws;
 * its customer pays and declines; both read), never a role: anyone else is answered 404.
 */
export function surchargesRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const photoUpload = upload({
    field: 'file',
    maxBytes: MAINTENANCE_LIMITS.photoMaxBytes,
    tooLarge: photoTooLarge,
    refusal: 'Send one photo, in the form field "file".',
    fields: 0,
  });

  route(router, surchargesApi.createSurcharge, auth, async (req, _res, input) => {
    const body = await input.body(createSurchargeSchema);
    return { data: await createSurcharge(deps, viewerOf(req), body), status: 201, message: 'Surcharge sent.' };
  });

  route(router, surchargesApi.uploadSurchargePhoto, auth, photoUpload, async (req, _res, input) => {
    const { id } = await input.params(surchargeIdParamsSchema);
    const dto = await uploadSurchargePhoto(deps, viewerOf(req), id, uploadedPhoto(req));
    return { data: dto, status: 201, message: 'Added.' };
  });

  route(router, surchargesApi.paySurcharge, auth, requireVerifiedEmail, async (req, res, input) => {
    const body = await input.body(paySurchargeSchema);
    const paid = await paySurcharge(deps, viewerOf(req), body);
    noStore(res);
    return { data: paid };
  });

  route(router, surchargesApi.cancelSurcharge, auth, async (req, _res, input) => {
    const { id } = await input.params(surchargeIdParamsSchema);
    return { data: await cancelSurcharge(deps, viewerOf(req), id), message: 'Surcharge withdrawn.' };
  });

  route(router, surchargesApi.declineSurcharge, auth, async (req, _res, input) => {
    const { id } = await input.params(surchargeIdParamsSchema);
    const body = await input.body(declineSurchargeSchema);
    return { data: await declineSurcharge(deps, viewerOf(req), id, body), message: 'Surcharge declined.' };
  });

  route(router, surchargesApi.getMaintenanceSurcharges, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { maintenanceId } = await input.params(surchargeMaintenanceParamsSchema);
    return { data: await getMaintenanceSurcharges(deps, viewerOf(req), maintenanceId) };
  });

  return router;
}
