import express from 'express';
import {
  accountDeletionSchema,
  checkEmailQuerySchema,
  notificationSettingsSchema,
  recentActivitiesQuerySchema,
  securityAnswersSchema,
  updateMeSchema,
  usersApi,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { privateNoStore } from '../../lib/http/cache.ts';
import { requestMeta } from '../../lib/http/request-meta.ts';
import { route } from '../../lib/http/route.ts';
import { upload } from '../../lib/http/upload.ts';
import { validationFailed } from '../../lib/http/validate.ts';
import { authOf, requireAuth } from '../../lib/session/session.middleware.ts';
import { cancelAccountDeletion, initiateAccountDeletion } from './account-deletion.service.ts';
import { AVATAR_MAX_BYTES, avatarTooLarge, uploadAvatar } from './avatar.service.ts';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings.service.ts';
import { isEmailRegistered, listRecentActivities, saveSecurityAnswers, updateMe } from './profile.service.ts';

/** The account-management calls: profile, avatar, security log, security answers, deletion, notifications. */
export function profileRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const avatarUpload = upload({
    field: 'avatar',
    maxBytes: AVATAR_MAX_BYTES,
    tooLarge: avatarTooLarge,
    refusal: 'Send one picture in the form field "avatar".',
  });

  route(router, usersApi.updateMe, auth, async (req, _res, input) => {
    const body = await input.body(updateMeSchema);
    const user = await updateMe(deps, authOf(req).user.id, body, requestMeta(req));
    return { data: user, message: 'Your profile is saved.' };
  });

  route(router, usersApi.uploadMyAvatar, auth, avatarUpload, async (req) => {
    if (!req.file) throw validationFailed({ avatar: 'Choose a picture to upload.' });
    const user = await uploadAvatar(deps, authOf(req).user.id, req.file.buffer);
    return { data: user, message: 'Your profile picture is updated.' };
  });

  route(router, usersApi.recentActivities, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const query = await input.query(recentActivitiesQuerySchema);
    return { data: await listRecentActivities(deps, authOf(req).user.id, query) };
  });

  route(router, usersApi.saveUserSecurityAnswers, auth, async (req, _res, input) => {
    const body = await input.body(securityAnswersSchema);
    const user = await saveSecurityAnswers(deps, authOf(req).user.id, body, requestMeta(req));
    return { data: user, message: 'Your security answers are saved.' };
  });

  route(router, usersApi.checkIfEmailIsRegistered, { cache: privateNoStore }, async (req, _res, input) => {
    const { email } = await input.query(checkEmailQuerySchema);
    return { data: await isEmailRegistered(deps, email, requestMeta(req)) };
  });

  route(router, usersApi.initiateAccountDeletion, auth, async (req, _res, input) => {
    const body = await input.body(accountDeletionSchema);
    const user = await initiateAccountDeletion(deps, authOf(req).user.id, body, requestMeta(req));
    return { data: user, message: 'Your account will be deleted in 30 days. You can cancel until then.' };
  });

  route(router, usersApi.cancelAccountDeletion, auth, async (req) => {
    const user = await cancelAccountDeletion(deps, authOf(req).user.id, requestMeta(req));
    return { data: user, message: 'The deletion is cancelled. Your account stays as it is.' };
  });

  route(router, usersApi.getNotificationSettings, { cache: privateNoStore }, auth, async (req) => {
    return { data: await getNotificationSettings(deps, authOf(req).user.id) };
  });

  route(router, usersApi.updateNotificationSettings, auth, async (req, _res, input) => {
    const settings = await input.body(notificationSettingsSchema);
    const saved = await updateNotificationSettings(deps, authOf(req).user.id, settings);
    return { data: saved, message: 'Your notification settings are saved.' };
  });

  return router;
}
