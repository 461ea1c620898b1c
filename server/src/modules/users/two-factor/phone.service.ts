import type { PhoneInput } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { recordSecurityEvent, type RequestMeta } from '../users.service.ts';
import { updateUser, type UserRow } from '../users.repository.ts';
import { alertTwoFactorChanged } from '../auth/account-alerts.service.ts';
import { authLimits } from '../auth/limits.ts';
import { smsText } from './otp-messages.ts';
import { guardOtpSend, issueOtp, phoneOf, requireOtp, sendOtp, type CodeSent } from './otp.service.ts';

/*
 * Phone verification and sign-in codes by SMS ("phone two-factor").
 *
 * Turning phone two-factor on or off is one call made twice: POST enable-phone-2fa (or disable-phone-2fa) without
 * a code sends a code by SMS to the verified phone and answers CodeSentDto; the same call with {code} confirms
 * and answers the updated user. The codes have their own purposes (phone-2fa, phone-2fa-disable), so a code sent
 * to verify the phone cannot switch two-factor, nor the other way round.
 */

export type PhoneTwoFactorOutcome = { status: 'code-sent'; sent: CodeSent } | { status: 'done' };

/** The verified phone, or PHONE_REQUIRED / PHONE_NOT_VERIFIED. */
function verifiedPhoneOf(user: UserRow): string {
  const phone = phoneOf(user);
  if (!phone) throw new AppError('PHONE_REQUIRED');
  if (!user.phoneVerifiedAt) throw new AppError('PHONE_NOT_VERIFIED');
  return phone;
}

/**
 * Sends a verification code to `phone` (which becomes the profile phone, unverified until the code comes back)
 * or to the profile phone. While phone two-factor is on, the number cannot be swapped here: turn it off first.
 */
export async function sendPhoneVerificationCode(
  deps: AppDeps,
  user: UserRow,
  phone: PhoneInput | undefined,
  meta: RequestMeta,
): Promise<CodeSent> {
  const changes = phone && (phone.dialCode !== user.phoneDialCode || phone.number !== user.phoneNumber);
  if (changes && user.phone2faEnabledAt) {
    throw new AppError('CONFLICT', {
      message: 'Turn off sign-in codes by phone before changing the phone number.',
    });
  }
  const target = changes ? { ...user, phoneDialCode: phone.dialCode, phoneNumber: phone.number } : user;
  const to = phoneOf(target);
  if (!to) throw new AppError('PHONE_REQUIRED');
  await guardOtpSend(deps, user.id, 'phone-verify', to);
  if (changes) {
    await updateUser(deps.db, user.id, {
      phoneDialCode: phone.dialCode,
      phoneNumber: phone.number,
      phoneVerifiedAt: null,
    });
    await recordSecurityEvent(deps.db, user.id, 'phone-changed', meta);
  }
  return sendOtp(deps, {
    user: target,
    purpose: 'phone-verify',
    delivery: { channel: 'sms', to, template: 'phone-verify', text: smsText.phoneVerify },
  });
}

/** Confirms the profile phone with the code sent to it. */
export async function verifyPhone(deps: AppDeps, user: UserRow, code: string, meta: RequestMeta): Promise<void> {
  const destination = phoneOf(user);
  if (!destination) throw new AppError('PHONE_REQUIRED');
  const limit = authLimits(deps).otpVerifyPerUser;
  await limit.consume(user.id);
  await requireOtp(deps, { userId: user.id, purpose: 'phone-verify', code, destination });
  await limit.reset(user.id);
  await updateUser(deps.db, user.id, { phoneVerifiedAt: deps.now() });
  await recordSecurityEvent(deps.db, user.id, 'phone-verified', meta);
}

export async function enablePhoneTwoFactor(
  deps: AppDeps,
  user: UserRow,
  code: string | undefined,
  meta: RequestMeta,
): Promise<PhoneTwoFactorOutcome> {
  if (user.phone2faEnabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const to = verifiedPhoneOf(user);
  if (code === undefined) {
    const sent = await issueOtp(deps, {
      user,
      purpose: 'phone-2fa',
      delivery: { channel: 'sms', to, template: 'phone-2fa', text: smsText.phone2faOn },
    });
    return { status: 'code-sent', sent };
  }
  const limit = authLimits(deps).otpVerifyPerUser;
  await limit.consume(user.id);
  await requireOtp(deps, { userId: user.id, purpose: 'phone-2fa', code, destination: to });
  await limit.reset(user.id);
  await updateUser(deps.db, user.id, { phone2faEnabledAt: deps.now() });
  await recordSecurityEvent(deps.db, user.id, 'two-factor-enabled', meta, 'phone');
  await alertTwoFactorChanged(deps, user, true);
  return { status: 'done' };
}

export async function disablePhoneTwoFactor(
  deps: AppDeps,
  user: UserRow,
  code: string | undefined,
  meta: RequestMeta,
): Promise<PhoneTwoFactorOutcome> {
  if (!user.phone2faEnabledAt) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  const to = phoneOf(user);
  if (!to) throw new AppError('PHONE_REQUIRED');
  if (code === undefined) {
    const sent = await issueOtp(deps, {
      user,
      purpose: 'phone-2fa-disable',
      delivery: { channel: 'sms', to, template: 'phone-2fa', text: smsText.phone2faOff },
    });
    return { status: 'code-sent', sent };
  }
  const limit = authLimits(deps).otpVerifyPerUser;
  await limit.consume(user.id);
  await requireOtp(deps, { userId: user.id, purpose: 'phone-2fa-disable', code, destination: to });
  await limit.reset(user.id);
  await updateUser(deps.db, user.id, { phone2faEnabledAt: null });
  await recordSecurityEvent(deps.db, user.id, 'two-factor-disabled', meta, 'phone');
  await alertTwoFactorChanged(deps, user, false);
  return { status: 'done' };
}
