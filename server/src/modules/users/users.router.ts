import express from 'express';
import { usersApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { sendData } from '../../lib/http/respond.ts';
import { authOf, requireAuth } from './auth/auth.middleware.ts';
import { getUserDto } from './users.service.ts';

export function usersRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  router.get(usersApi.getUser.path, auth, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, await getUserDto(deps, authOf(req).user.id));
  });

  return router;
}
