import express from 'express';
import { usersApi } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { privateNoStore } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { authOf, requireAuth } from '../../lib/session/session.middleware.ts';
import { getUserDto } from './users.service.ts';

export function usersRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, usersApi.getUser, { cache: privateNoStore }, auth, async (req) => {
    return { data: await getUserDto(deps, authOf(req).user.id) };
  });

  return router;
}
