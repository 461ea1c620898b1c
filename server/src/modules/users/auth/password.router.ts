import express from 'express';
import {
  changePasswordSchema,
  emailOnlySchema,
  resetLinkParamsSchema,
  saveNewPasswordSchema,
  usersApi,
  type SessionsEndedDto,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { requestMeta } from '../../../lib/http/request-meta.ts';
import { sendData } from '../../../lib/http/respond.ts';
import { parse } from '../../../lib/http/validate.ts';
import { passwordContext } from '../../../lib/passwords.ts';
import { authOf, requireAuth } from './auth.middleware.ts';
import { sendLoginOutcome } from './auth.router.ts';
import { toResetLinkDto } from './password.mapper.ts';
import { changePassword, checkResetLink, requestPasswordReset, saveNewPassword } from './password.service.ts';
import { setSessionCookies } from './session-cookies.ts';

/** Forgotten password (link by e-mail, then a new password) and password change while signed in. */
export function passwordRouter(deps: AppDeps) {
  const router = express.Router();

  router.post(usersApi.requestPasswordResetEmail.path, async (req, res) => {
    const { email } = await parse(emailOnlySchema, req.body);
    await requestPasswordReset(deps, email, requestMeta(req));
    // The same answer whether or not the address has an account: no account discovery here.
    sendData(
      res,
      { email },
      { message: 'If this address has an account, a link to choose a new password is on its way.' },
    );
  });

  router.get(usersApi.checkPasswordResetLink.path, async (req, res) => {
    const { id, token } = await parse(resetLinkParamsSchema, req.params);
    res.setHeader('Cache-Control', 'no-store');
    sendData(res, toResetLinkDto(await checkResetLink(deps, id, token)));
  });

  router.post(usersApi.saveNewPassword.path, async (req, res) => {
    const input = await parse(saveNewPasswordSchema, req.body, passwordContext);
    await sendLoginOutcome(deps, res, await saveNewPassword(deps, input, requestMeta(req)), {
      signedIn: 'Your new password is saved. You are signed in.',
      twoFactor: 'Your new password is saved. Enter your two-factor code to sign in.',
    });
  });

  router.post(usersApi.changePassword.path, requireAuth(deps), async (req, res) => {
    const input = await parse(changePasswordSchema, req.body, passwordContext);
    const { user, session } = authOf(req);
    const { sessionsEnded, issued } = await changePassword(
      deps,
      { user, sessionId: session.id },
      input,
      requestMeta(req),
    );
    // This device stays signed in on a new session: new cookies, as at a sign-in.
    setSessionCookies(res, deps.config, issued.token, issued.expiresAt);
    const result: SessionsEndedDto = { sessionsEnded };
    sendData(res, result, { message: 'Your password is changed.' });
  });

  return router;
}
