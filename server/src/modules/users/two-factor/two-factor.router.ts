import express from 'express';
import {
  disableAuthenticatorSchema,
  disablePhone2faSchema,
  enablePhone2faSchema,
  loginTwoFactorSchema,
  provisionAuthenticatorSchema,
  sendPhoneOtpPreloginSchema,
  sendPhoneVerificationCodeSchema,
  sendTransactionOtpSchema,
  usersApi,
  verifyPhoneOtpSchema,
  type CodeSentDto,
  type UserDto,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { privateNoStore } from '../../../lib/http/cache.ts';
import { requestMeta } from '../../../lib/http/request-meta.ts';
import { route, type DataAnswer } from '../../../lib/http/route.ts';
import { getUserDto } from '../users.service.ts';
import { authOf, requireAuth, requireVerifiedEmail } from '../../../lib/session/session.middleware.ts';
import { sessionAnswer } from '../auth/auth.router.ts';
import {
  disableAuthenticator,
  getAuthenticatorProvisioning,
  provisionAuthenticator,
  regenerateAuthenticatorProvisioning,
} from './authenticator.service.ts';
import { completeTwoFactorLogin, sendLoginCode } from './login-two-factor.service.ts';
import {
  disablePhoneTwoFactor,
  enablePhoneTwoFactor,
  sendPhoneVerificationCode,
  verifyPhone,
  type PhoneTwoFactorOutcome,
} from './phone.service.ts';
import { sendTransactionOtp } from './transaction-otp.service.ts';
import { toCodeSentDto, toProvisioningDto, toTransactionOtpDto } from './two-factor.mapper.ts';

/*
 * Two-factor calls.
 * - Authenticator: GET get-authenticator-app-provisioning-uri makes (once) and shows the pending secret;
 *   generate-new-... replaces it; provision-authenticator {code} turns it on; disable-authenticator {code} turns
 *   it off. Once it is on, the secret is never shown again: both provisioning calls answer 409
 *   TWO_FACTOR_ALREADY_ENABLED (the settings screen reads user.twoFactor.authenticator instead).
 * - Phone: send-phone-verification-code {phone?} → verify-phone-otp {code} verifies the number.
 *   enable-phone-2fa and disable-phone-2fa are each called twice: without a code they send one by SMS and answer
 *   CodeSentDto; with {code} they confirm and answer the updated user.
 * - send-transaction-otp {purpose}: a code by SMS (verified phone) or e-mail; payouts check it. Only for a
 *   confirmed e-mail address (EMAIL_NOT_VERIFIED otherwise), like the withdrawals it confirms.
 * - Sign-in, second step: send-phone-otp-prelogin {challengeId} and login-two-factor {challengeId, method, code}.
 */

async function userAnswer(deps: AppDeps, userId: string, message: string): Promise<DataAnswer<UserDto>> {
  return { data: await getUserDto(deps, userId), message };
}

async function phoneOutcomeAnswer(
  deps: AppDeps,
  userId: string,
  outcome: PhoneTwoFactorOutcome,
  doneMessage: string,
): Promise<DataAnswer<CodeSentDto | UserDto>> {
  if (outcome.status === 'code-sent') {
    return { data: toCodeSentDto(outcome.sent), message: 'We sent a code to your phone.' };
  }
  return userAnswer(deps, userId, doneMessage);
}

export function twoFactorRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  route(router, usersApi.getAuthenticatorProvisioningUri, { cache: privateNoStore }, auth, async (req) => {
    return { data: toProvisioningDto(await getAuthenticatorProvisioning(deps, authOf(req).user)) };
  });

  route(router, usersApi.generateNewAuthenticatorProvisioningUri, { cache: privateNoStore }, auth, async (req) => {
    return { data: toProvisioningDto(await regenerateAuthenticatorProvisioning(deps, authOf(req).user)) };
  });

  route(router, usersApi.provisionAuthenticator, auth, async (req, _res, input) => {
    const { code } = await input.body(provisionAuthenticatorSchema);
    const { user } = authOf(req);
    await provisionAuthenticator(deps, user, code, requestMeta(req));
    return userAnswer(deps, user.id, 'Your authenticator app is on.');
  });

  route(router, usersApi.disableAuthenticator, auth, async (req, _res, input) => {
    const { code } = await input.body(disableAuthenticatorSchema);
    const { user } = authOf(req);
    await disableAuthenticator(deps, user, code, requestMeta(req));
    return userAnswer(deps, user.id, 'Your authenticator app is off.');
  });

  route(router, usersApi.sendPhoneVerificationCode, auth, async (req, _res, input) => {
    const { phone } = await input.body(sendPhoneVerificationCodeSchema);
    const sent = await sendPhoneVerificationCode(deps, authOf(req).user, phone, requestMeta(req));
    return { data: toCodeSentDto(sent), message: 'We sent a code to your phone.' };
  });

  route(router, usersApi.verifyPhoneOtp, auth, async (req, _res, input) => {
    const { code } = await input.body(verifyPhoneOtpSchema);
    const { user } = authOf(req);
    await verifyPhone(deps, user, code, requestMeta(req));
    return userAnswer(deps, user.id, 'Your phone number is confirmed.');
  });

  route(router, usersApi.enablePhone2fa, auth, async (req, _res, input) => {
    const { code } = await input.body(enablePhone2faSchema);
    const { user } = authOf(req);
    const outcome = await enablePhoneTwoFactor(deps, user, code, requestMeta(req));
    return phoneOutcomeAnswer(deps, user.id, outcome, 'Sign-in codes by phone are on.');
  });

  route(router, usersApi.disablePhone2fa, auth, async (req, _res, input) => {
    const { code } = await input.body(disablePhone2faSchema);
    const { user } = authOf(req);
    const outcome = await disablePhoneTwoFactor(deps, user, code, requestMeta(req));
    return phoneOutcomeAnswer(deps, user.id, outcome, 'Sign-in codes by phone are off.');
  });

  // Transaction codes confirm wallet withdrawals and payout accounts: those need a confirmed e-mail address.
  route(router, usersApi.sendTransactionOtp, auth, requireVerifiedEmail, async (req, _res, input) => {
    const { purpose } = await input.body(sendTransactionOtpSchema);
    const sent = await sendTransactionOtp(deps, authOf(req).user, purpose);
    return {
      data: toTransactionOtpDto(sent),
      message: sent.channel === 'sms' ? 'We sent a code to your phone.' : 'We sent a code to your email.',
    };
  });

  route(router, usersApi.sendPhoneOtpPrelogin, async (_req, _res, input) => {
    const { challengeId } = await input.body(sendPhoneOtpPreloginSchema);
    const sent = await sendLoginCode(deps, challengeId);
    return { data: toCodeSentDto(sent), message: 'We sent a sign-in code to your phone.' };
  });

  route(router, usersApi.loginTwoFactor, async (req, res, input) => {
    const body = await input.body(loginTwoFactorSchema);
    const { user, issued } = await completeTwoFactorLogin(deps, body, requestMeta(req));
    return sessionAnswer(deps, res, user.id, issued);
  });

  return router;
}
