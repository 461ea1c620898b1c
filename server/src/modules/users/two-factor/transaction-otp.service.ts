import type { TransactionOtpPurpose } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { findUserById, type UserRow } from '../users.repository.ts';
import { authLimits } from '../auth/limits.ts';
import { acceptAuthenticatorCode } from './authenticator.service.ts';
import { smsText, transactionOtpEmail } from './otp-messages.ts';
import { checkOtp, issueOtp, otpFailure, phoneOf, type CodeSent } from './otp.service.ts';

/*
 * Codes that confirm a sensitive transaction (a payout, a bank account change). Sent by SMS to a verified phone,
 * otherwise by e-mail. Payout code calls verifyTransactionOtp before it moves money.
 */

const purposeKey = (purpose: TransactionOtpPurpose) => `transaction:${purpose}` as const;

export async function sendTransactionOtp(
  deps: AppDeps,
  user: UserRow,
  purpose: TransactionOtpPurpose,
): Promise<CodeSent> {
  const phone = user.phoneVerifiedAt ? phoneOf(user) : null;
  return issueOtp(deps, {
    user,
    purpose: purposeKey(purpose),
    delivery: phone
      ? {
          channel: 'sms',
          to: phone,
          template: 'transaction-otp',
          text: (code, locale) => smsText.transaction(code, purpose, locale),
        }
      : {
          channel: 'email',
          to: user.email,
          template: 'transaction-otp',
          content: (code, locale) => transactionOtpEmail({ locale, firstName: user.firstName, code, purpose }),
        },
  });
}

/**
 * Confirms a transaction with the code sent for `purpose`, or with a current authenticator code when the
 * authenticator is on. Either works once. Throws CODE_INVALID, CODE_EXPIRED, TOO_MANY_ATTEMPTS or RATE_LIMITED.
 */
export async function verifyTransactionOtp(
  deps: AppDeps,
  userId: string,
  purpose: TransactionOtpPurpose,
  code: string,
): Promise<{ method: 'authenticator' | 'code' }> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.erasedAt) throw new AppError('NOT_FOUND');
  const limit = authLimits(deps).otpVerifyPerUser;
  await limit.consume(user.id);
  if (await acceptAuthenticatorCode(deps, user, code)) {
    await limit.reset(user.id);
    return { method: 'authenticator' };
  }
  const check = await checkOtp(deps, { userId: user.id, purpose: purposeKey(purpose), code });
  if (check !== 'ok') throw otpFailure(check);
  await limit.reset(user.id);
  return { method: 'code' };
}
