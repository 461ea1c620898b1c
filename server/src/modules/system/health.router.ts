import express from 'express';
import { systemApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { noStore } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { toHealthDto } from './health.mapper.ts';
import { checkHealth } from './health.service.ts';

export function healthRouter({ database, config }: AppDeps) {
  const router = express.Router();
  route(router, systemApi.health, { cache: noStore }, async () => {
    return { data: toHealthDto(await checkHealth(database, config.version)) };
  });
  return router;
}
