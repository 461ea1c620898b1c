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
} from '@fleetcare/shared';
import type { Response } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { sendData } from '../../../lib/http/respond.ts';
import { requestMeta } from '../../../lib/http/request-meta.ts';
import { parse } from '../../../lib/http/validate.ts';
import { getUserDto } from '../users.service.ts';
import { authOf, requireAuth, requireVerifiedEmail } from '../auth/auth.middleware.ts';
import { sendSession } from '../auth/auth.router.ts';
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

async function sendUser(deps: AppDeps, res: Response, userId: string, message: string) {
  sendData(res, await getUserDto(deps, userId), { message });
}

async function sendPhoneOutcome(
  deps: AppDeps,
  res: Response,
  userId: string,
  outcome: PhoneTwoFactorOutcome,
  doneMessage: string,
) {
  if (outcome.status === 'code-sent') {
    sendData(res, toCodeSentDto(outcome.sent), { message: 'We sent a code to your phone.' });
    return;
  }
  await sendUser(deps, res, userId, doneMessage);
}

export function twoFactorRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);

  router.get(usersApi.getAuthenticatorProvisioningUri.path, auth, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, toProvisioningDto(await getAuthenticatorProvisioning(deps, authOf(req).user)));
  });

  router.post(usersApi.generateNewAuthenticatorProvisioningUri.path, auth, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, toProvisioningDto(await regenerateAuthenticatorProvisioning(deps, authOf(req).user)));
  });

  router.post(usersApi.provisionAuthenticator.path, auth, async (req, res) => {
    const { code } = await parse(provisionAuthenticatorSchema, req.body);
    const { user } = authOf(req);
    await provisionAuthenticator(deps, user, code, requestMeta(req));
    await sendUser(deps, res, user.id, 'Your authenticator app is on.');
  });

  router.post(usersApi.disableAuthenticator.path, auth, async (req, res) => {
    const { code } = await parse(disableAuthenticatorSchema, req.body);
    const { user } = authOf(req);
    await disableAuthenticator(deps, user, code, requestMeta(req));
    await sendUser(deps, res, user.id, 'Your authenticator app is off.');
  });

  router.post(usersApi.sendPhoneVerificationCode.path, auth, async (req, res) => {
    const { phone } = await parse(sendPhoneVerificationCodeSchema, req.body);
    const sent = await sendPhoneVerificationCode(deps, authOf(req).user, phone, requestMeta(req));
    sendData(res, toCodeSentDto(sent), { message: 'We sent a code to your phone.' });
  });

  router.post(usersApi.verifyPhoneOtp.path, auth, async (req, res) => {
    const { code } = await parse(verifyPhoneOtpSchema, req.body);
    const { user } = authOf(req);
    await verifyPhone(deps, user, code, requestMeta(req));
    await sendUser(deps, res, user.id, 'Your phone number is confirmed.');
  });

  router.post(usersApi.enablePhone2fa.path, auth, async (req, res) => {
    const { code } = await parse(enablePhone2faSchema, req.body);
    const { user } = authOf(req);
    const outcome = await enablePhoneTwoFactor(deps, user, code, requestMeta(req));
    await sendPhoneOutcome(deps, res, user.id, outcome, 'Sign-in codes by phone are on.');
  });

  router.post(usersApi.disablePhone2fa.path, auth, async (req, res) => {
    const { code } = await parse(disablePhone2faSchema, req.body);
    const { user } = authOf(req);
    const outcome = await disablePhoneTwoFactor(deps, user, code, requestMeta(req));
    await sendPhoneOutcome(deps, res, user.id, outcome, 'Sign-in codes by phone are off.');
  });

  // Transaction codes confirm wallet withdrawals and payout accounts: those need a confirmed e-mail address.
  router.post(usersApi.sendTransactionOtp.path, auth, requireVerifiedEmail, async (req, res) => {
    const { purpose } = await parse(sendTransactionOtpSchema, req.body);
    const sent = await sendTransactionOtp(deps, authOf(req).user, purpose);
    sendData(res, toTransactionOtpDto(sent), {
      message: sent.channel === 'sms' ? 'We sent a code to your phone.' : 'We sent a code to your email.',
    });
  });

  router.post(usersApi.sendPhoneOtpPrelogin.path, async (req, res) => {
    const { challengeId } = await parse(sendPhoneOtpPreloginSchema, req.body);
    const sent = await sendLoginCode(deps, challengeId);
    sendData(res, toCodeSentDto(sent), { message: 'We sent a sign-in code to your phone.' });
  });

  router.post(usersApi.loginTwoFactor.path, async (req, res) => {
    const input = await parse(loginTwoFactorSchema, req.body);
    const { user, issued } = await completeTwoFactorLogin(deps, input, requestMeta(req));
    await sendSession(deps, res, user.id, issued);
  });

  return router;
}
