import express, { type RequestHandler } from 'express';
import multer from 'multer';
import {
  addCollaboratorSchema,
  createVehicleSchema,
  importVehiclesQuerySchema,
  lagosToday,
  myVehiclesQuerySchema,
  removeCollaboratorSchema,
  updateVehicleParamsSchema,
  updateVehicleSchema,
  vehicleHistoryQuerySchema,
  vehicleIdParamsSchema,
  VEHICLE_PHOTO_MAX_BYTES,
  vehiclesApi,
  type VehicleSchemaContext,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { sendData, sendPage } from '../../../lib/http/respond.ts';
import { parse, validationFailed } from '../../../lib/http/validate.ts';
import { authOf, requireAuth } from '../../users/index.ts';
import { addCollaborator, removeCollaborator } from '../collaborators/collaborators.service.ts';
import { getVehicleHistory } from './vehicle-history.service.ts';
import { uploadVehiclePhoto, vehiclePhotoTooLarge } from './vehicle-photo.service.ts';
import {
  CSV_IMPORT_MAX_BYTES,
  csvFileName,
  exportVehiclesCsv,
  importVehiclesCsv,
  vehiclesCsvTemplate,
} from './vehicles-csv.service.ts';
import { createVehicle, deleteVehicle, getVehicle, listMyVehicles, updateVehicle } from './vehicles.service.ts';

/** Reads the one file of a multipart form into memory; multer's errors become AppErrors. */
function singleFile(field: string, maxBytes: number, tooLarge: () => AppError): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
  }).single(field);
  return (req, res, next) => {
    single(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(tooLarge());
        return next(validationFailed({ [field]: `Send one file in the form field "${field}".` }));
      }
      next(new AppError('VALIDATION_FAILED', { message: 'The upload could not be read. Try again.', cause: error }));
    });
  };
}

const csvTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', { message: 'The CSV file is larger than 1 MB: split it into smaller files.' });

/** The CSV of an import: a text/csv body, or the `file` field of a multipart form. */
function csvBody(): RequestHandler {
  const text = express.text({
    type: ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'],
    limit: CSV_IMPORT_MAX_BYTES,
  });
  const file = singleFile('file', CSV_IMPORT_MAX_BYTES, csvTooLarge);
  return (req, res, next) => {
    if (req.is('multipart/form-data')) return file(req, res, next);
    if (req.is(['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'])) {
      return text(req, res, (error?: unknown) => {
        const tooLarge = (error as { type?: string } | undefined)?.type === 'entity.too.large';
        next(tooLarge ? csvTooLarge() : error);
      });
    }
    next(
      new AppError('UNSUPPORTED_MEDIA_TYPE', {
        message: 'Send the CSV file as a text/csv body or in the form field "file".',
      }),
    );
  };
}

/** The CSV text of an import request, refusing what is clearly not a CSV file (a spreadsheet's .xlsx, a picture). */
function csvTextOf(req: express.Request): string {
  const raw: unknown = req.file ? req.file.buffer : req.body;
  const bytes = Buffer.isBuffer(raw) ? raw : typeof raw === 'string' ? Buffer.from(raw, 'utf8') : Buffer.alloc(0);
  if (bytes.length === 0) throw validationFailed({ file: 'Choose a CSV file to import.' });
  if (bytes.includes(0) || bytes.subarray(0, 2).toString('latin1') === 'PK') {
    throw validationFailed({ file: 'This is not a CSV file. In your spreadsheet, use Save as → CSV (UTF-8).' });
  }
  return bytes.toString('utf8');
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
};

/** Vehicles, collaborators, photo, history and CSV. */
export function vehiclesRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const schemaContext = (): VehicleSchemaContext => ({ today: lagosToday(deps.now()) });

  router.post(vehiclesApi.createVehicle.path, auth, async (req, res) => {
    const input = await parse(createVehicleSchema, req.body, { ...schemaContext() });
    const vehicle = await createVehicle(deps, authOf(req).user.id, input);
    sendData(res, vehicle, { status: 201, message: 'The vehicle is added to your fleet.' });
  });

  router.patch(vehiclesApi.updateVehicle.path, auth, async (req, res) => {
    const { vehicleId } = await parse(updateVehicleParamsSchema, req.params);
    const input = await parse(updateVehicleSchema, req.body, { ...schemaContext() });
    const vehicle = await updateVehicle(deps, authOf(req).user.id, vehicleId, input);
    sendData(res, vehicle, { message: 'The vehicle is saved.' });
  });

  router.get(vehiclesApi.getMyVehicles.path, auth, noStore, async (req, res) => {
    const query = await parse(myVehiclesQuerySchema, req.query);
    sendPage(res, await listMyVehicles(deps, authOf(req).user.id, query));
  });

  router.get(vehiclesApi.getVehicle.path, auth, noStore, async (req, res) => {
    const { id } = await parse(vehicleIdParamsSchema, req.params);
    sendData(res, await getVehicle(deps, authOf(req).user.id, id));
  });

  router.delete(vehiclesApi.deleteVehicle.path, auth, async (req, res) => {
    const { id } = await parse(vehicleIdParamsSchema, req.params);
    const vehicle = await deleteVehicle(deps, authOf(req).user.id, id);
    sendData(res, vehicle, { message: 'The vehicle is deleted. Its history is kept for your records.' });
  });

  router.patch(vehiclesApi.addCollaborator.path, auth, async (req, res) => {
    const input = await parse(addCollaboratorSchema, req.body);
    const vehicle = await addCollaborator(deps, authOf(req).user.id, input);
    sendData(res, vehicle, { message: 'The vehicle is shared.' });
  });

  router.patch(vehiclesApi.removeCollaborator.path, auth, async (req, res) => {
    const input = await parse(removeCollaboratorSchema, req.body);
    const vehicle = await removeCollaborator(deps, authOf(req).user.id, input);
    sendData(res, vehicle, { message: 'The vehicle is no longer shared with this person.' });
  });

  router.post(
    vehiclesApi.uploadVehiclePhoto.path,
    auth,
    singleFile('photo', VEHICLE_PHOTO_MAX_BYTES, vehiclePhotoTooLarge),
    async (req, res) => {
      const { id } = await parse(vehicleIdParamsSchema, req.params);
      if (!req.file) throw validationFailed({ photo: 'Choose a picture to upload.' });
      const vehicle = await uploadVehiclePhoto(deps, authOf(req).user.id, id, req.file.buffer);
      sendData(res, vehicle, { message: 'The picture is saved.' });
    },
  );

  router.get(vehiclesApi.getVehicleHistory.path, auth, noStore, async (req, res) => {
    const { id } = await parse(vehicleIdParamsSchema, req.params);
    const query = await parse(vehicleHistoryQuerySchema, req.query);
    sendPage(res, await getVehicleHistory(deps, authOf(req).user.id, id, query));
  });

  router.get(vehiclesApi.getVehiclesCsvTemplate.path, auth, (_req, res) => {
    res.attachment(csvFileName('template', deps.now()));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.send(vehiclesCsvTemplate());
  });

  router.get(vehiclesApi.exportVehiclesCsv.path, auth, noStore, async (req, res) => {
    const csv = await exportVehiclesCsv(deps, authOf(req).user.id);
    res.attachment(csvFileName('export', deps.now()));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.send(csv);
  });

  router.post(vehiclesApi.importVehiclesCsv.path, auth, csvBody(), async (req, res) => {
    const { dryRun } = await parse(importVehiclesQuerySchema, req.query);
    const result = await importVehiclesCsv(deps, authOf(req).user.id, csvTextOf(req), { dryRun });
    const message = result.saved
      ? `${result.created} vehicle${result.created === 1 ? '' : 's'} imported.`
      : result.errors.length > 0
        ? 'Nothing was imported: fix the rows listed and try again.'
        : 'Every row is ready to import.';
    sendData(res, result, { status: result.saved ? 201 : 200, message });
  });

  return router;
}
