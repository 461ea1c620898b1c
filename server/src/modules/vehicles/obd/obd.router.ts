import express, { type Request, type RequestHandler } from 'express';
import { obdIngestSchema, obdReadingsQuerySchema, vehicleIdParamsSchema, vehiclesApi } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { noStore, privateNoStore } from '../../../lib/http/cache.ts';
import { guardBody } from '../../../lib/http/input-guard.ts';
import { requestMeta } from '../../../lib/http/request-meta.ts';
import { route } from '../../../lib/http/route.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import {
  authenticateObdDevice,
  createObdToken,
  getObdReadings,
  ingestObdReadings,
  revokeObdToken,
} from './obd.service.ts';
import type { VehicleRow } from '../vehicles/vehicle-access.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** The vehicle whose device token authenticated an OBD post. */
    obdVehicle?: VehicleRow;
  }
}

/** 500 readings with every field and a few codes each stay well under this. */
const INGEST_BODY_LIMIT = '1mb';

function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** Authenticates an OBD device by its bearer token (never by a session cookie). */
function requireObdDevice(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    req.obdVehicle = await authenticateObdDevice(deps, bearerToken(req), requestMeta(req).ip);
    next();
  };
}

/**
 * The devices' ingest call. It is mounted before the API's JSON parser and Origin check (see app.ts): a device is
 * not a browser page and authenticates with its own bearer token, which a browser never attaches by itself, so a
 * cross-site request cannot forge a post; and its body (up to 500 readings) needs a larger limit than the API's.
 */
export function obdIngestRouter(deps: AppDeps) {
  const router = express.Router();

  route(
    router,
    vehiclesApi.ingestObdReadings,
    requireObdDevice(deps),
    express.json({ limit: INGEST_BODY_LIMIT }),
    guardBody,
    async (req, res, input) => {
      const vehicle = req.obdVehicle;
      if (!vehicle) throw new AppError('UNAUTHENTICATED');
      const body = await input.body(obdIngestSchema, { now: deps.now() });
      noStore(res);
      return { data: await ingestObdReadings(deps, vehicle, body) };
    },
  );

  return router;
}

/** The users' OBD calls: device tokens and the readings. */
export function obdRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, vehiclesApi.createObdToken, auth, async (req, res, input) => {
    const { id } = await input.params(vehicleIdParamsSchema);
    const token = await createObdToken(deps, authOf(req).user.id, id);
    noStore(res);
    return { data: token, status: 201, message: 'Copy this token into the device now: it is shown only once.' };
  });

  route(router, vehiclesApi.revokeObdToken, auth, async (req, _res, input) => {
    const { id } = await input.params(vehicleIdParamsSchema);
    return {
      data: await revokeObdToken(deps, authOf(req).user.id, id),
      message: 'The device token is revoked: the device can no longer post readings.',
    };
  });

  route(router, vehiclesApi.fetchObdReadings, auth, async (req, res, input) => {
    const query = await input.query(obdReadingsQuerySchema);
    privateNoStore(res);
    return { data: await getObdReadings(deps, authOf(req).user.id, query) };
  });

  return router;
}
