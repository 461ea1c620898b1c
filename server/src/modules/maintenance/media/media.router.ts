import express, { type Request } from 'express';
import { maintenanceIdParamsSchema, maintenanceMediaParamsSchema, maintenancesApi } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../lib/http/route.ts';
import { upload } from '../../../lib/http/upload.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import { MEDIA_UPLOAD_MAX_BYTES, mediaTooLarge } from './media-file.ts';
import { deleteMaintenanceMedia, uploadMaintenanceMedia, type UploadedMediaFile } from './media.service.ts';

function uploadedFile(req: Request): UploadedMediaFile | undefined {
  return req.file ? { bytes: req.file.buffer } : undefined;
}

/** The photos and video of the customer's own requests: every call needs a session and sees only their requests. */
export function maintenanceMediaRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const mediaUpload = upload({
    field: 'file',
    maxBytes: MEDIA_UPLOAD_MAX_BYTES,
    tooLarge: mediaTooLarge,
    refusal: 'Send one file, in the form field "file".',
    fields: 0,
  });

  route(router, maintenancesApi.uploadMaintenanceMedia, auth, mediaUpload, async (req, _res, input) => {
    const { id } = await input.params(maintenanceIdParamsSchema);
    const dto = await uploadMaintenanceMedia(deps, authOf(req).user, id, uploadedFile(req));
    return { data: dto, status: 201, message: 'Added.' };
  });

  route(router, maintenancesApi.deleteMaintenanceMedia, auth, async (req, _res, input) => {
    const { id, mediaId } = await input.params(maintenanceMediaParamsSchema);
    return { data: await deleteMaintenanceMedia(deps, authOf(req).user, id, mediaId), message: 'Deleted.' };
  });

  return router;
}
