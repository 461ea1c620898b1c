import express from 'express';
import { systemApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { sendData } from '../../lib/http/respond.ts';
import { checkHealth, toHealthDto } from './health.service.ts';

export function healthRouter({ database, config }: AppDeps) {
  const router = express.Router();
  router.get(systemApi.health.path, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    sendData(res, toHealthDto(await checkHealth(database, config.version)));
  });
  return router;
}
