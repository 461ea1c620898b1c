import express, { type Response } from 'express';
import {
  emailOnlySchema,
  loginSchema,
  signupSchema,
  tokenParamsSchema,
  usersApi,
  type SessionDto,
  type SignupResultDto,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { sendData } from '../../../lib/http/respond.ts';
import { requestMeta } from '../../../lib/http/request-meta.ts';
import { parse } from '../../../lib/http/validate.ts';
import { passwordContext } from '../../../lib/passwords.ts';
import { getUserDto, recordSecurityEvent } from '../users.service.ts';
import { authOf, requireAuth } from './auth.middleware.ts';
import { toTwoFactorRequiredDto } from './auth.mapper.ts';
import { login, signup, startSession, type LoginOutcome } from './auth.service.ts';
import { confirmEmail, resendVerificationEmail } from './email-verification.service.ts';
import { endAllSessions, endSession, type IssuedSession } from './session.service.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';

/** Sets the cookies of a new session and answers with the user, the marker and the expiry. */
export async function sendSession(
  deps: AppDeps,
  res: Response,
  userId: string,
  issued: IssuedSession,
  message?: string,
) {
  const token = setSessionCookies(res, deps.config, issued.token, issued.expiresAt);
  const body: SessionDto = { user: await getUserDto(deps, userId), token, expiresAt: issued.expiresAt.toISOString() };
  sendData(res, { status: 'signed-in', ...body }, { message });
}

/** Answers any first-factor sign-in: the session, or the two-factor challenge to complete. */
export async function sendLoginOutcome(
  deps: AppDeps,
  res: Response,
  outcome: LoginOutcome,
  messages: { signedIn?: string; twoFactor?: string } = {},
) {
  if (outcome.status === 'two-factor-required') {
    sendData(res, toTwoFactorRequiredDto(outcome.user, outcome.challengeId), { message: messages.twoFactor });
    return;
  }
  await sendSession(deps, res, outcome.user.id, outcome.issued, messages.signedIn);
}

export function authRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  router.post(usersApi.signup.path, async (req, res) => {
    const input = await parse(signupSchema, req.body, passwordContext);
    const user = await signup(deps, input, requestMeta(req));
    const data: SignupResultDto = { email: user.email, verificationSent: true };
    sendData(res, data, { status: 201, message: 'Account created. Check your email to confirm your address.' });
  });

  router.post(usersApi.login.path, async (req, res) => {
    const input = await parse(loginSchema, req.body);
    await sendLoginOutcome(deps, res, await login(deps, input, requestMeta(req)));
  });

  router.post(usersApi.verifyEmail.path, async (req, res) => {
    const { token } = await parse(tokenParamsSchema, req.params);
    const meta = requestMeta(req);
    const user = await confirmEmail(deps, token, meta);
    const issued = await startSession(deps, user, meta, 'email-verified');
    await sendSession(deps, res, user.id, issued, 'Your email address is confirmed.');
  });

  router.post(usersApi.resendEmailConfirmation.path, async (req, res) => {
    const { email } = await parse(emailOnlySchema, req.body);
    await resendVerificationEmail(deps, email, requestMeta(req));
    // The same answer whether or not the address has an account: no account discovery here.
    sendData(
      res,
      { email },
      { message: 'If this address has an unconfirmed account, a new confirmation link is on its way.' },
    );
  });

  router.post(usersApi.logout.path, auth, async (req, res) => {
    const { session, user } = authOf(req);
    await endSession(deps, session.id, 'sign-out');
    await recordSecurityEvent(deps.db, user.id, 'sign-out', requestMeta(req));
    clearSessionCookies(res, deps.config);
    sendData(res, null, { message: 'You are signed out.' });
  });

  router.post(usersApi.logoutEverywhere.path, auth, async (req, res) => {
    const { user } = authOf(req);
    const count = await endAllSessions(deps, deps.db, user.id, 'sign-out-everywhere');
    await recordSecurityEvent(deps.db, user.id, 'sign-out-everywhere', requestMeta(req), `${count} sessions`);
    clearSessionCookies(res, deps.config);
    sendData(res, { sessionsEnded: count }, { message: 'You are signed out on every device.' });
  });

  return router;
}
