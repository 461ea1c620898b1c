import express from 'express';
import { localeQuerySchema, maintenanceApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { publicCatalogue } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { getServiceDetails } from './service-catalogue.service.ts';
import { reportsRouter } from './reports/index.ts';
import { surchargesRouter } from './surcharges/index.ts';

export function maintenanceRouter(deps: AppDeps) {
  const router = express.Router();

  route(router, maintenanceApi.getServiceDetails, async (_req, res, input) => {
    const { locale } = await input.query(localeQuerySchema);
    publicCatalogue(res);
    return { data: await getServiceDetails(deps, locale) };
  });

  router.use(surchargesRouter(deps));
  router.use(reportsRouter(deps));

  return router;
}
