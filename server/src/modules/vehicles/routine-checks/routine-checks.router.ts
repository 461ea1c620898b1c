import express from 'express';
import {
  addAllSchedulesSchema,
  addScheduleSchema,
  CHECK_PHOTO_MAX_BYTES,
  correctMileageSchema,
  editScheduleSchema,
  lagosToday,
  recordIdParamsSchema,
  setMileageSchema,
  submitCheckSchema,
  vehicleRecordsQuerySchema,
  vehiclesApi,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { privateNoStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { upload } from '../../../lib/http/upload.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import { checkPhotoTooLarge } from './check-photo.ts';
import { correctVehicleMileage, getMileageLog, setVehicleMileage } from '../mileage/mileage.service.ts';
import { getCompletedChecks, submitCompletedCheck, uploadCheckResultPhoto } from './routine-checks.service.ts';
import { addAllSchedules, addSchedule, editSchedule, getSchedules, removeSchedule } from './schedules.service.ts';

/** Routine-check schedules, completed checks and the mileage log. */
export function routineChecksRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const photoUpload = upload({
    field: 'photo',
    maxBytes: CHECK_PHOTO_MAX_BYTES,
    tooLarge: checkPhotoTooLarge,
    refusal: 'Send one photo in the form field "photo".',
  });
  /** "Not in the future" is judged by the app's clock in Lagos. */
  const dates = () => ({ today: lagosToday(deps.now()) });

  route(router, vehiclesApi.getSchedules, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { id } = await input.params(recordIdParamsSchema);
    return { data: await getSchedules(deps, authOf(req).user.id, id) };
  });

  route(router, vehiclesApi.addSchedule, auth, async (req, _res, input) => {
    const body = await input.body(addScheduleSchema, dates());
    return {
      data: await addSchedule(deps, authOf(req).user.id, body),
      status: 201,
      message: 'The routine check is added.',
    };
  });

  route(router, vehiclesApi.addAllSchedules, auth, async (req, _res, input) => {
    const { id } = await input.params(recordIdParamsSchema);
    const body = await input.body(addAllSchedulesSchema, dates());
    return {
      data: await addAllSchedules(deps, authOf(req).user.id, id, body),
      message: 'The recommended routine checks are added.',
    };
  });

  route(router, vehiclesApi.editSchedule, auth, async (req, _res, input) => {
    const body = await input.body(editScheduleSchema, dates());
    return { data: await editSchedule(deps, authOf(req).user.id, body), message: 'The routine check is saved.' };
  });

  route(router, vehiclesApi.deleteSchedule, auth, async (req, _res, input) => {
    const { id } = await input.params(recordIdParamsSchema);
    return { data: await removeSchedule(deps, authOf(req).user.id, id), message: 'The routine check is removed.' };
  });

  route(router, vehiclesApi.submitCompletedCheck, auth, async (req, _res, input) => {
    const body = await input.body(submitCheckSchema, dates());
    const { check, replayed } = await submitCompletedCheck(deps, authOf(req).user.id, body);
    return { data: check, status: replayed ? 200 : 201, message: 'The check is saved.' };
  });

  route(router, vehiclesApi.uploadCheckResultPhoto, auth, photoUpload, async (req, _res, input) => {
    const { id } = await input.params(recordIdParamsSchema);
    if (!req.file) throw validationFailed({ photo: 'Choose a photo to upload.' });
    return {
      data: await uploadCheckResultPhoto(deps, authOf(req).user.id, id, req.file.buffer),
      message: 'The photo is added.',
    };
  });

  route(router, vehiclesApi.getCompletedChecks, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { id } = await input.params(recordIdParamsSchema);
    const query = await input.query(vehicleRecordsQuerySchema);
    return { data: await getCompletedChecks(deps, authOf(req).user.id, id, query) };
  });

  route(router, vehiclesApi.setTotalMileage, auth, async (req, _res, input) => {
    const body = await input.body(setMileageSchema);
    return {
      data: await setVehicleMileage(deps, authOf(req).user.id, body),
      status: 201,
      message: 'The mileage is saved.',
    };
  });

  route(router, vehiclesApi.updateTotalMileage, auth, async (req, _res, input) => {
    const body = await input.body(correctMileageSchema);
    return { data: await correctVehicleMileage(deps, authOf(req).user.id, body), message: 'The mileage is corrected.' };
  });

  route(router, vehiclesApi.getMileageLog, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { id } = await input.params(recordIdParamsSchema);
    const query = await input.query(vehicleRecordsQuerySchema);
    return { data: await getMileageLog(deps, authOf(req).user.id, id, query) };
  });

  return router;
}
