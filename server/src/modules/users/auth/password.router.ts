import express from 'express';
import {
  changePasswordSchema,
  emailOnlySchema,
  resetLinkParamsSchema,
  saveNewPasswordSchema,
  usersApi,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { noStore } from '../../../lib/http/cache.ts';
import { requestMeta } from '../../../lib/http/request-meta.ts';
import { route } from '../../../lib/http/route.ts';
import { passwordContext } from '../../../lib/passwords.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import { loginOutcomeAnswer } from './auth.router.ts';
import { toResetLinkDto } from './password.mapper.ts';
import { toSessionsEndedDto } from './auth.mapper.ts';
import { changePassword, checkResetLink, requestPasswordReset, saveNewPassword } from './password.service.ts';
import { setSessionCookies } from '../../../lib/session/session-cookies.ts';

/** Forgotten password (link by e-mail, then a new password) and password change while signed in. */
export function passwordRouter(deps: AppDeps) {
  const router = express.Router();

  route(router, usersApi.requestPasswordResetEmail, async (req, _res, input) => {
    const { email } = await input.body(emailOnlySchema);
    await requestPasswordReset(deps, email, requestMeta(req));
    // The same answer whether or not the address has an account: no account discovery here.
    return {
      data: { email },
      message: 'If this address has an account, a link to choose a new password is on its way.',
    };
  });

  route(router, usersApi.checkPasswordResetLink, async (_req, res, input) => {
    const { id, token } = await input.params(resetLinkParamsSchema);
    noStore(res);
    return { data: toResetLinkDto(await checkResetLink(deps, id, token)) };
  });

  route(router, usersApi.saveNewPassword, async (req, res, input) => {
    const body = await input.body(saveNewPasswordSchema, passwordContext);
    return loginOutcomeAnswer(deps, res, await saveNewPassword(deps, body, requestMeta(req)), {
      signedIn: 'Your new password is saved. You are signed in.',
      twoFactor: 'Your new password is saved. Enter your two-factor code to sign in.',
    });
  });

  route(router, usersApi.changePassword, requireAuth(deps), async (req, res, input) => {
    const body = await input.body(changePasswordSchema, passwordContext);
    const { user, session } = authOf(req);
    const { sessionsEnded, issued } = await changePassword(
      deps,
      { user, sessionId: session.id },
      body,
      requestMeta(req),
    );
    // This device stays signed in on a new session: new cookies, as at a sign-in.
    setSessionCookies(res, deps.config, issued.token, issued.expiresAt);
    return { data: toSessionsEndedDto(sessionsEnded), message: 'Your password is changed.' };
  });

  return router;
}
