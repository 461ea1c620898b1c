import express from 'express';
import {
  myNotificationsQuerySchema,
  notificationIdParamsSchema,
  notificationsApi,
  recentNotificationsQuerySchema,
  registerPushDeviceSchema,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { privateNoStore, publicFor } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { authOf, requireAuth } from '../../lib/session/session.middleware.ts';
import {
  getMyNotifications,
  getNotification,
  getRecentNotifications,
  markNotificationClicked,
} from './notifications.service.ts';
import { getPushPublicKey, registerPushDevice } from './push.service.ts';

export function notificationsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, notificationsApi.getRecentNotifications, auth, async (req, res, input) => {
    const { limit } = await input.query(recentNotificationsQuerySchema);
    privateNoStore(res);
    return { data: await getRecentNotifications(deps, authOf(req).user.id, limit) };
  });

  route(router, notificationsApi.getMyNotifications, auth, async (req, res, input) => {
    const query = await input.query(myNotificationsQuerySchema);
    privateNoStore(res);
    return { data: await getMyNotifications(deps, authOf(req).user.id, query) };
  });

  route(router, notificationsApi.getNotification, auth, async (req, res, input) => {
    const { id } = await input.params(notificationIdParamsSchema);
    privateNoStore(res);
    return { data: await getNotification(deps, authOf(req).user.id, id) };
  });

  route(router, notificationsApi.markAsClicked, auth, async (req, _res, input) => {
    const { id } = await input.params(notificationIdParamsSchema);
    return { data: await markNotificationClicked(deps, authOf(req).user.id, id) };
  });

  route(router, notificationsApi.registerPushDevice, auth, async (req, _res, input) => {
    const body = await input.body(registerPushDeviceSchema);
    return {
      data: await registerPushDevice(deps, authOf(req).user.id, body),
      message: 'This browser will receive notifications.',
    };
  });

  route(router, notificationsApi.getPushPublicKey, { cache: publicFor(3600) }, async () => {
    return { data: await getPushPublicKey(deps) };
  });

  return router;
}
