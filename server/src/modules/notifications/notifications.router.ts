import express from 'express';
import {
  myNotificationsQuerySchema,
  notificationIdParamsSchema,
  notificationsApi,
  recentNotificationsQuerySchema,
  registerPushDeviceSchema,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { sendData, sendPage } from '../../lib/http/respond.ts';
import { parse } from '../../lib/http/validate.ts';
import { authOf, requireAuth } from '../users/index.ts';
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

  router.get(notificationsApi.getRecentNotifications.path, auth, async (req, res) => {
    const { limit } = await parse(recentNotificationsQuerySchema, req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    sendPage(res, await getRecentNotifications(deps, authOf(req).user.id, limit));
  });

  router.get(notificationsApi.getMyNotifications.path, auth, async (req, res) => {
    const query = await parse(myNotificationsQuerySchema, req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    sendPage(res, await getMyNotifications(deps, authOf(req).user.id, query));
  });

  router.get(notificationsApi.getNotification.path, auth, async (req, res) => {
    const { id } = await parse(notificationIdParamsSchema, req.params);
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, await getNotification(deps, authOf(req).user.id, id));
  });

  router.post(notificationsApi.markAsClicked.path, auth, async (req, res) => {
    const { id } = await parse(notificationIdParamsSchema, req.params);
    sendData(res, await markNotificationClicked(deps, authOf(req).user.id, id));
  });

  router.post(notificationsApi.registerPushDevice.path, auth, async (req, res) => {
    const input = await parse(registerPushDeviceSchema, req.body);
    sendData(res, await registerPushDevice(deps, authOf(req).user.id, input), {
      message: 'This browser will receive notifications.',
    });
  });

  router.get(notificationsApi.getPushPublicKey.path, async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    sendData(res, await getPushPublicKey(deps));
  });

  return router;
}
