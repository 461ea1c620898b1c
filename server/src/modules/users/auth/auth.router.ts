import express, { type Response } from 'express';
import {
  emailOnlySchema,
  loginSchema,
  sessionIdParamsSchema,
  signupSchema,
  tokenParamsSchema,
  usersApi,
  type LoginResultDto,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { requestMeta } from '../../../lib/http/request-meta.ts';
import { privateNoStore } from '../../../lib/http/cache.ts';
import { route, type DataAnswer } from '../../../lib/http/route.ts';
import { passwordContext } from '../../../lib/passwords.ts';
import { getUserDto, recordSecurityEvent } from '../users.service.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import {
  toSessionDeviceDto,
  toSessionDto,
  toSessionsEndedDto,
  toSignupResultDto,
  toTwoFactorRequiredDto,
} from './auth.mapper.ts';
import { login, signup, startSession, type LoginOutcome } from './auth.service.ts';
import { confirmEmail, resendVerificationEmail } from './email-verification.service.ts';
import { endAllSessions, endOwnSession, endSession, listMySessions, type IssuedSession } from './session.service.ts';
import { clearSessionCookies, setSessionCookies } from '../../../lib/session/session-cookies.ts';

type SignedIn = Extract<LoginResultDto, { status: 'signed-in' }>;

/** Sets the cookies of a new session; the answer is the user, the marker and the expiry. */
export async function sessionAnswer(
  deps: AppDeps,
  res: Response,
  userId: string,
  issued: IssuedSession,
  message?: string,
): Promise<DataAnswer<SignedIn>> {
  const token = setSessionCookies(res, deps.config, issued.token, issued.expiresAt);
  const body = toSessionDto(await getUserDto(deps, userId), token, issued.expiresAt);
  return { data: { status: 'signed-in', ...body }, message };
}

/** The answer to any first-factor sign-in: the session, or the two-factor challenge to complete. */
export async function loginOutcomeAnswer(
  deps: AppDeps,
  res: Response,
  outcome: LoginOutcome,
  messages: { signedIn?: string; twoFactor?: string } = {},
): Promise<DataAnswer<LoginResultDto>> {
  if (outcome.status === 'two-factor-required') {
    return { data: toTwoFactorRequiredDto(outcome.user, outcome.challengeId), message: messages.twoFactor };
  }
  return sessionAnswer(deps, res, outcome.user.id, outcome.issued, messages.signedIn);
}

export function authRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, usersApi.signup, async (req, _res, input) => {
    const body = await input.body(signupSchema, passwordContext);
    const user = await signup(deps, body, requestMeta(req));
    const data = toSignupResultDto(user);
    return { data, status: 201, message: 'Account created. Check your email to confirm your address.' };
  });

  route(router, usersApi.login, async (req, res, input) => {
    const body = await input.body(loginSchema);
    return loginOutcomeAnswer(deps, res, await login(deps, body, requestMeta(req)));
  });

  route(router, usersApi.verifyEmail, async (req, res, input) => {
    const { token } = await input.params(tokenParamsSchema);
    const meta = requestMeta(req);
    const user = await confirmEmail(deps, token, meta);
    const issued = await startSession(deps, user, meta, 'email-verified');
    return sessionAnswer(deps, res, user.id, issued, 'Your email address is confirmed.');
  });

  route(router, usersApi.resendEmailConfirmation, async (req, _res, input) => {
    const { email } = await input.body(emailOnlySchema);
    await resendVerificationEmail(deps, email, requestMeta(req));
    // The same answer whether or not the address has an account: no account discovery here.
    return {
      data: { email },
      message: 'If this address has an unconfirmed account, a new confirmation link is on its way.',
    };
  });

  route(router, usersApi.logout, auth, async (req, res) => {
    const { session, user } = authOf(req);
    await endSession(deps, session.id, 'sign-out');
    await recordSecurityEvent(deps.db, user.id, 'sign-out', requestMeta(req));
    clearSessionCookies(res, deps.config);
    return { data: null, message: 'You are signed out.' };
  });

  route(router, usersApi.logoutEverywhere, auth, async (req, res) => {
    const { user } = authOf(req);
    const count = await endAllSessions(deps, deps.db, user.id, 'sign-out-everywhere');
    await recordSecurityEvent(deps.db, user.id, 'sign-out-everywhere', requestMeta(req), `${count} sessions`);
    clearSessionCookies(res, deps.config);
    return { data: toSessionsEndedDto(count), message: 'You are signed out on every device.' };
  });

  route(router, usersApi.getMySessions, { cache: privateNoStore }, auth, async (req) => {
    const { user, session } = authOf(req);
    const devices = await listMySessions(deps, user.id);
    return { data: devices.map((device) => toSessionDeviceDto(device, session.id)) };
  });

  route(router, usersApi.endSession, auth, async (req, _res, input) => {
    const { id } = await input.params(sessionIdParamsSchema);
    const { user, session } = authOf(req);
    const devices = await endOwnSession(deps, { userId: user.id, sessionId: session.id }, id, requestMeta(req));
    return { data: devices.map((device) => toSessionDeviceDto(device, session.id)) };
  });

  return router;
}
