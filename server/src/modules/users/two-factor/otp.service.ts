import { codeAlphabets, randomCode } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { hashToken, safeEqual } from '../../../lib/crypto.ts';
import { AppError } from '../../../lib/errors.ts';
import type { EmailContent } from '../../../lib/email-layout.ts';
import { localeOf, type Locale } from '../../../lib/i18n.ts';
import type { UserRow } from '../users.repository.ts';
import { authLimits } from '../auth/limits.ts';
import {
  consumeOtpCode,
  countOtpAttempt,
  deleteOtpCode,
  findLiveOtpCode,
  insertOtpCode,
  retireOtpCodes,
} from './otp-codes.repository.ts';
import { OTP_TTL_MINUTES, type SmsTemplate } from './otp-messages.ts';

/** Six-digit codes sent by SMS or e-mail: 10 minutes, 5 attempts, one live code per purpose, only the hash kept. */
export const OTP_TTL_MS = OTP_TTL_MINUTES * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** A new code of the same purpose may be asked for after this long. */
export const OTP_RESEND_AFTER_SECONDS = 60;

export type OtpPurpose = 'phone-verify' | 'phone-2fa' | 'phone-2fa-disable' | 'login' | `transaction:${string}`;

export interface CodeSent {
  channel: 'sms' | 'email';
  sentTo: string;
  expiresAt: Date;
  resendAfterSeconds: number;
}

export type OtpDelivery =
  | { channel: 'sms'; to: string; template: SmsTemplate; text: (code: string, locale: Locale) => string }
  | { channel: 'email'; to: string; template: string; content: (code: string, locale: Locale) => EmailContent };

/** The user's phone in E.164 (+2348031234567), or null. */
export function phoneOf(user: Pick<UserRow, 'phoneDialCode' | 'phoneNumber'>): string | null {
  return user.phoneDialCode && user.phoneNumber ? `${user.phoneDialCode}${user.phoneNumber}` : null;
}

export function maskPhone(user: Pick<UserRow, 'phoneDialCode' | 'phoneNumber'>): string {
  return `${user.phoneDialCode ?? ''} *** *** ${(user.phoneNumber ?? '').slice(-4)}`.trim();
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain}`;
}

/**
 * Refuses a send before anything changes: a live code of this purpose, sent to the same place, younger than the
 * resend delay (429 with Retry-After; a corrected phone number need not wait), then the per-user send limit.
 */
export async function guardOtpSend(
  deps: AppDeps,
  userId: string,
  purpose: OtpPurpose,
  destination: string,
): Promise<void> {
  const live = await findLiveOtpCode(deps.db, { userId, purpose });
  if (live && live.destination === destination) {
    const waitMs = live.createdAt.getTime() + OTP_RESEND_AFTER_SECONDS * 1000 - deps.now().getTime();
    if (waitMs > 0) {
      const retryAfter = Math.ceil(waitMs / 1000);
      throw new AppError('RATE_LIMITED', {
        message: `A code was just sent. You can ask for a new one in ${retryAfter} seconds.`,
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }
  await authLimits(deps).otpSendPerUser.consume(userId);
}

/**
 * Makes a new code (older codes of the purpose stop working) and sends it. When the provider fails, the code is
 * removed and the caller gets 502, so the person is never told that a code is on its way when it is not.
 */
export async function sendOtp(
  deps: AppDeps,
  input: { user: UserRow; purpose: OtpPurpose; challengeId?: string; delivery: OtpDelivery },
): Promise<CodeSent> {
  const { user, purpose, delivery } = input;
  const code = randomCode(6, codeAlphabets.digits);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  const row = await deps.db.transaction(async (tx) => {
    await retireOtpCodes(tx, user.id, purpose, now);
    return insertOtpCode(tx, {
      userId: user.id,
      purpose,
      channel: delivery.channel,
      destination: delivery.to,
      codeHash: hashToken(code),
      challengeId: input.challengeId ?? null,
      createdAt: now,
      expiresAt,
    });
  });
  const result =
    delivery.channel === 'sms'
      ? await deps.sms.send({
          to: delivery.to,
          text: delivery.text(code, localeOf(user.locale)),
          template: delivery.template,
          userId: user.id,
        })
      : await deps.mailer.send({
          to: delivery.to,
          ...delivery.content(code, localeOf(user.locale)),
          template: delivery.template,
          userId: user.id,
        });
  if (result.status === 'failed') {
    await deleteOtpCode(deps.db, row.id);
    throw new AppError('PROVIDER_UNAVAILABLE', {
      message: 'We could not send the code just now. Please try again shortly.',
    });
  }
  return {
    channel: delivery.channel,
    sentTo: delivery.channel === 'sms' ? maskPhone(user) : maskEmail(delivery.to),
    expiresAt,
    resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
  };
}

export async function issueOtp(
  deps: AppDeps,
  input: { user: UserRow; purpose: OtpPurpose; challengeId?: string; delivery: OtpDelivery },
): Promise<CodeSent> {
  await guardOtpSend(deps, input.user.id, input.purpose, input.delivery.to);
  return sendOtp(deps, input);
}

export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'too-many';

/**
 * Checks a code against the live code of a purpose. Each check counts an attempt (atomically); after
 * OTP_MAX_ATTEMPTS the code is dead, even for the right digits. A right code is spent at once.
 * `destination`: the code must have been sent there (a phone changed since does not verify the new one).
 */
export async function checkOtp(
  deps: AppDeps,
  input: { userId: string; purpose: OtpPurpose; code: string; challengeId?: string; destination?: string },
): Promise<OtpCheck> {
  const row = await findLiveOtpCode(deps.db, input);
  if (!row || (input.destination !== undefined && row.destination !== input.destination)) return 'invalid';
  const now = deps.now();
  if (row.expiresAt <= now) return 'expired';
  const attempts = await countOtpAttempt(deps.db, row.id, OTP_MAX_ATTEMPTS);
  if (attempts === undefined) return 'too-many';
  if (!safeEqual(row.codeHash, hashToken(input.code))) return 'invalid';
  return (await consumeOtpCode(deps.db, row.id, now)) ? 'ok' : 'invalid';
}

/** The typed error of a failed check, for the settings calls (a sign-in answers TWO_FACTOR_INVALID instead). */
export function otpFailure(check: Exclude<OtpCheck, 'ok'>): AppError {
  if (check === 'expired') return new AppError('CODE_EXPIRED');
  if (check === 'too-many') return new AppError('TOO_MANY_ATTEMPTS');
  return new AppError('CODE_INVALID');
}

/** Throws the typed error unless the code is right. */
export async function requireOtp(deps: AppDeps, input: Parameters<typeof checkOtp>[1]): Promise<void> {
  const check = await checkOtp(deps, input);
  if (check !== 'ok') throw otpFailure(check);
}
