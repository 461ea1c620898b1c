import express, { type RequestHandler } from 'express';
import multer from 'multer';
import {
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
import { AppError } from '../../../lib/errors.ts';
import { sendData, sendPage } from '../../../lib/http/respond.ts';
import { parse, validationFailed } from '../../../lib/http/validate.ts';
import { authOf, requireAuth } from '../../users/index.ts';
import { checkPhotoTooLarge } from './check-photo.ts';
import { correctVehicleMileage, getMileageLog, setVehicleMileage } from '../mileage/mileage.service.ts';
import { getCompletedChecks, submitCompletedCheck, uploadCheckResultPhoto } from './routine-checks.service.ts';
import { addAllSchedules, addSchedule, editSchedule, getSchedules, removeSchedule } from './schedules.service.ts';

/** Reads the one `photo` file of a multipart form into memory; multer's errors become AppErrors. */
function photoUpload(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: CHECK_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  }).single('photo');
  return (req, res, next) => {
    single(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(checkPhotoTooLarge());
        return next(validationFailed({ photo: 'Send one photo in the form field "photo".' }));
      }
      next(new AppError('VALIDATION_FAILED', { message: 'The upload could not be read. Try again.', cause: error }));
    });
  };
}

/** Routine-check schedules, completed checks and the mileage log. */
export function routineChecksRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  };
  /** "Not in the future" is judged by the app's clock in Lagos. */
  const dates = () => ({ today: lagosToday(deps.now()) });

  router.get(vehiclesApi.getSchedules.path, auth, noStore, async (req, res) => {
    const { id } = await parse(recordIdParamsSchema, req.params);
    sendData(res, await getSchedules(deps, authOf(req).user.id, id));
  });

  router.post(vehiclesApi.addSchedule.path, auth, async (req, res) => {
    const input = await parse(addScheduleSchema, req.body, dates());
    sendData(res, await addSchedule(deps, authOf(req).user.id, input), {
      status: 201,
      message: 'The routine check is added.',
    });
  });

  router.post(vehiclesApi.addAllSchedules.path, auth, async (req, res) => {
    const { id } = await parse(recordIdParamsSchema, req.params);
    sendData(res, await addAllSchedules(deps, authOf(req).user.id, id), {
      message: 'The recommended routine checks are added.',
    });
  });

  router.patch(vehiclesApi.editSchedule.path, auth, async (req, res) => {
    const input = await parse(editScheduleSchema, req.body, dates());
    sendData(res, await editSchedule(deps, authOf(req).user.id, input), { message: 'The routine check is saved.' });
  });

  router.post(vehiclesApi.deleteSchedule.path, auth, async (req, res) => {
    const { id } = await parse(recordIdParamsSchema, req.params);
    sendData(res, await removeSchedule(deps, authOf(req).user.id, id), { message: 'The routine check is removed.' });
  });

  router.post(vehiclesApi.submitCompletedCheck.path, auth, async (req, res) => {
    const input = await parse(submitCheckSchema, req.body, dates());
    const { check, replayed } = await submitCompletedCheck(deps, authOf(req).user.id, input);
    sendData(res, check, { status: replayed ? 200 : 201, message: 'The check is saved.' });
  });

  router.post(vehiclesApi.uploadCheckResultPhoto.path, auth, photoUpload(), async (req, res) => {
    const { id } = await parse(recordIdParamsSchema, req.params);
    if (!req.file) throw validationFailed({ photo: 'Choose a photo to upload.' });
    sendData(res, await uploadCheckResultPhoto(deps, authOf(req).user.id, id, req.file.buffer), {
      message: 'The photo is added.',
    });
  });

  router.get(vehiclesApi.getCompletedChecks.path, auth, noStore, async (req, res) => {
    const { id } = await parse(recordIdParamsSchema, req.params);
    const query = await parse(vehicleRecordsQuerySchema, req.query);
    sendPage(res, await getCompletedChecks(deps, authOf(req).user.id, id, query));
  });

  router.post(vehiclesApi.setTotalMileage.path, auth, async (req, res) => {
    const input = await parse(setMileageSchema, req.body);
    sendData(res, await setVehicleMileage(deps, authOf(req).user.id, input), {
      status: 201,
      message: 'The mileage is saved.',
    });
  });

  router.patch(vehiclesApi.updateTotalMileage.path, auth, async (req, res) => {
    const input = await parse(correctMileageSchema, req.body);
    sendData(res, await correctVehicleMileage(deps, authOf(req).user.id, input), {
      message: 'The mileage is corrected.',
    });
  });

  router.get(vehiclesApi.getMileageLog.path, auth, noStore, async (req, res) => {
    const { id } = await parse(recordIdParamsSchema, req.params);
    const query = await parse(vehicleRecordsQuerySchema, req.query);
    sendPage(res, await getMileageLog(deps, authOf(req).user.id, id, query));
  });

  return router;
}
