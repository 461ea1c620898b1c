import express, { type RequestHandler } from 'express';
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
import { privateFor, privateNoStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { upload } from '../../../lib/http/upload.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
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

/** The template changes only with a release: the browser may keep it an hour. */
const csvTemplateCache = privateFor(3600);

const csvTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', { message: 'The CSV file is larger than 1 MB: split it into smaller files.' });

/** The CSV of an import: a text/csv body, or the `file` field of a multipart form. */
function csvBody(): RequestHandler {
  const text = express.text({
    type: ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'],
    limit: CSV_IMPORT_MAX_BYTES,
  });
  const file = upload({
    field: 'file',
    maxBytes: CSV_IMPORT_MAX_BYTES,
    tooLarge: csvTooLarge,
    refusal: 'Send one file in the form field "file".',
  });
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

/** Vehicles, collaborators, photo, history and CSV. */
export function vehiclesRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const schemaContext = (): VehicleSchemaContext => ({ today: lagosToday(deps.now()) });
  const photoUpload = upload({
    field: 'photo',
    maxBytes: VEHICLE_PHOTO_MAX_BYTES,
    tooLarge: vehiclePhotoTooLarge,
    refusal: 'Send one file in the form field "photo".',
  });

  route(router, vehiclesApi.createVehicle, auth, async (req, _res, input) => {
    const body = await input.body(createVehicleSchema, { ...schemaContext() });
    const vehicle = await createVehicle(deps, authOf(req).user.id, body);
    return { data: vehicle, status: 201, message: 'The vehicle is added to your fleet.' };
  });

  route(router, vehiclesApi.updateVehicle, auth, async (req, _res, input) => {
    const { vehicleId } = await input.params(updateVehicleParamsSchema);
    const body = await input.body(updateVehicleSchema, { ...schemaContext() });
    const vehicle = await updateVehicle(deps, authOf(req).user.id, vehicleId, body);
    return { data: vehicle, message: 'The vehicle is saved.' };
  });

  route(router, vehiclesApi.getMyVehicles, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const query = await input.query(myVehiclesQuerySchema);
    return { data: await listMyVehicles(deps, authOf(req).user.id, query) };
  });

  route(router, vehiclesApi.getVehicle, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { id } = await input.params(vehicleIdParamsSchema);
    return { data: await getVehicle(deps, authOf(req).user.id, id) };
  });

  route(router, vehiclesApi.deleteVehicle, auth, async (req, _res, input) => {
    const { id } = await input.params(vehicleIdParamsSchema);
    const vehicle = await deleteVehicle(deps, authOf(req).user.id, id);
    return { data: vehicle, message: 'The vehicle is deleted. Its history is kept for your records.' };
  });

  route(router, vehiclesApi.addCollaborator, auth, async (req, _res, input) => {
    const body = await input.body(addCollaboratorSchema);
    const vehicle = await addCollaborator(deps, authOf(req).user.id, body);
    return { data: vehicle, message: 'The vehicle is shared.' };
  });

  route(router, vehiclesApi.removeCollaborator, auth, async (req, _res, input) => {
    const body = await input.body(removeCollaboratorSchema);
    const vehicle = await removeCollaborator(deps, authOf(req).user.id, body);
    return { data: vehicle, message: 'The vehicle is no longer shared with this person.' };
  });

  route(router, vehiclesApi.uploadVehiclePhoto, auth, photoUpload, async (req, _res, input) => {
    const { id } = await input.params(vehicleIdParamsSchema);
    if (!req.file) throw validationFailed({ photo: 'Choose a picture to upload.' });
    const vehicle = await uploadVehiclePhoto(deps, authOf(req).user.id, id, req.file.buffer);
    return { data: vehicle, message: 'The picture is saved.' };
  });

  route(router, vehiclesApi.getVehicleHistory, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { id } = await input.params(vehicleIdParamsSchema);
    const query = await input.query(vehicleHistoryQuerySchema);
    return { data: await getVehicleHistory(deps, authOf(req).user.id, id, query) };
  });

  route(router, vehiclesApi.getVehiclesCsvTemplate, auth, (_req, res) => {
    csvTemplateCache(res);
    return {
      file: vehiclesCsvTemplate(),
      contentType: 'text/csv; charset=utf-8',
      fileName: csvFileName('template', deps.now()),
    };
  });

  route(router, vehiclesApi.exportVehiclesCsv, { cache: privateNoStore }, auth, async (req) => {
    const csv = await exportVehiclesCsv(deps, authOf(req).user.id);
    return { file: csv, contentType: 'text/csv; charset=utf-8', fileName: csvFileName('export', deps.now()) };
  });

  route(router, vehiclesApi.importVehiclesCsv, auth, csvBody(), async (req, _res, input) => {
    const { dryRun } = await input.query(importVehiclesQuerySchema);
    const result = await importVehiclesCsv(deps, authOf(req).user.id, csvTextOf(req), { dryRun });
    const message = result.saved
      ? `${result.created} vehicle${result.created === 1 ? '' : 's'} imported.`
      : result.errors.length > 0
        ? 'Nothing was imported: fix the rows listed and try again.'
        : 'Every row is ready to import.';
    return { data: result, status: result.saved ? 201 : 200, message };
  });

  return router;
}
