import express, { type RequestHandler } from 'express';
import multer from 'multer';
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
import { AppError } from '../../lib/errors.ts';
import { requestMeta } from '../../lib/http/request-meta.ts';
import { sendData, sendPage } from '../../lib/http/respond.ts';
import { parse, validationFailed } from '../../lib/http/validate.ts';
import { authOf, requireAuth } from './auth/auth.middleware.ts';
import { cancelAccountDeletion, initiateAccountDeletion } from './account-deletion.service.ts';
import { AVATAR_MAX_BYTES, avatarTooLarge, uploadAvatar } from './avatar.service.ts';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings.service.ts';
import { isEmailRegistered, listRecentActivities, saveSecurityAnswers, updateMe } from './profile.service.ts';

/** Reads the one `avatar` file of a multipart form into memory, at most 1 MB; multer's errors become AppErrors. */
function avatarUpload(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  }).single('avatar');
  return (req, res, next) => {
    single(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(avatarTooLarge());
        return next(validationFailed({ avatar: 'Send one picture in the form field "avatar".' }));
      }
      next(new AppError('VALIDATION_FAILED', { message: 'The upload could not be read. Try again.', cause: error }));
    });
  };
}

/** The account-management calls: profile, avatar, security log, security answers, deletion, notifications. */
export function profileRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  };

  router.put(usersApi.updateMe.path, auth, async (req, res) => {
    const input = await parse(updateMeSchema, req.body);
    const user = await updateMe(deps, authOf(req).user.id, input, requestMeta(req));
    sendData(res, user, { message: 'Your profile is saved.' });
  });

  router.post(usersApi.uploadMyAvatar.path, auth, avatarUpload(), async (req, res) => {
    if (!req.file) throw validationFailed({ avatar: 'Choose a picture to upload.' });
    const user = await uploadAvatar(deps, authOf(req).user.id, req.file.buffer);
    sendData(res, user, { message: 'Your profile picture is updated.' });
  });

  router.get(usersApi.recentActivities.path, auth, noStore, async (req, res) => {
    const query = await parse(recentActivitiesQuerySchema, req.query);
    sendPage(res, await listRecentActivities(deps, authOf(req).user.id, query));
  });

  router.post(usersApi.saveUserSecurityAnswers.path, auth, async (req, res) => {
    const input = await parse(securityAnswersSchema, req.body);
    const user = await saveSecurityAnswers(deps, authOf(req).user.id, input, requestMeta(req));
    sendData(res, user, { message: 'Your security answers are saved.' });
  });

  router.get(usersApi.checkIfEmailIsRegistered.path, noStore, async (req, res) => {
    const { email } = await parse(checkEmailQuerySchema, req.query);
    sendData(res, await isEmailRegistered(deps, email, requestMeta(req)));
  });

  router.post(usersApi.initiateAccountDeletion.path, auth, async (req, res) => {
    const input = await parse(accountDeletionSchema, req.body);
    const user = await initiateAccountDeletion(deps, authOf(req).user.id, input, requestMeta(req));
    sendData(res, user, { message: 'Your account will be deleted in 30 days. You can cancel until then.' });
  });

  router.post(usersApi.cancelAccountDeletion.path, auth, async (req, res) => {
    const user = await cancelAccountDeletion(deps, authOf(req).user.id, requestMeta(req));
    sendData(res, user, { message: 'The deletion is cancelled. Your account stays as it is.' });
  });

  router.get(usersApi.getNotificationSettings.path, auth, noStore, async (req, res) => {
    sendData(res, await getNotificationSettings(deps, authOf(req).user.id));
  });

  router.put(usersApi.updateNotificationSettings.path, auth, async (req, res) => {
    const settings = await parse(notificationSettingsSchema, req.body);
    const saved = await updateNotificationSettings(deps, authOf(req).user.id, settings);
    sendData(res, saved, { message: 'Your notification settings are saved.' });
  });

  return router;
}
