import express from 'express';
import { localeQuerySchema, maintenanceApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { sendData } from '../../lib/http/respond.ts';
import { parse } from '../../lib/http/validate.ts';
import { getServiceDetails } from './service-catalogue.service.ts';

export function maintenanceRouter(deps: AppDeps) {
  const router = express.Router();

  router.get(maintenanceApi.getServiceDetails.path, async (req, res) => {
    const { locale } = await parse(localeQuerySchema, req.query);
    res.setHeader('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
    sendData(res, await getServiceDetails(deps, locale));
  });

  return router;
}
