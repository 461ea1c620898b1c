import type { LoginTwoFactorInput } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { findUserById, type UserRow } from '../users.repository.ts';
import { recordSecurityEvent, type RequestMeta } from '../users.service.ts';
import { startSession } from '../auth/auth.service.ts';
import {
  completeLoginChallenge,
  countChallengeAttempt,
  findLoginChallenge,
  type LoginChallengeRow,
} from '../auth/challenges.repository.ts';
import { admitSecretAttempt } from '../auth/sign-in-throttle.ts';
import type { IssuedSession } from '../auth/session.service.ts';
import { acceptAuthenticatorCode } from './authenticator.service.ts';
import { smsText } from './otp-messages.ts';
import { checkOtp, issueOtp, phoneOf, type CodeSent } from './otp.service.ts';

/*
 * The second step of a sign-in with two-factor. POST /users/login checked the password and opened a challenge
 * (10 minutes); here a code completes it, once. Each attempt on a challenge is counted atomically: after
 * CHALLENGE_MAX_ATTEMPTS the challenge is dead and the person signs in again from the password.
 */

export const CHALLENGE_MAX_ATTEMPTS = 5;

async function liveChallenge(
  deps: AppDeps,
  challengeId: string,
): Promise<{ challenge: LoginChallengeRow; user: UserRow }> {
  const challenge = await findLoginChallenge(deps.db, challengeId);
  if (!challenge) {
    throw new AppError('NOT_FOUND', { message: 'This sign-in was not found. Sign in again.' });
  }
  if (challenge.completedAt || challenge.expiresAt <= deps.now()) throw new AppError('LOGIN_CHALLENGE_EXPIRED');
  if (challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) throw tooManyAttempts();
  const user = await findUserById(deps.db, challenge.userId);
  if (!user || user.erasedAt) throw new AppError('NOT_FOUND', { message: 'This sign-in was not found.' });
  return { challenge, user };
}

const tooManyAttempts = () =>
  new AppError('TOO_MANY_ATTEMPTS', { message: 'Too many wrong codes. Sign in again with your email and password.' });

/** Sends a sign-in code by SMS for a live challenge of a user with phone two-factor. */
export async function sendLoginCode(deps: AppDeps, challengeId: string): Promise<CodeSent> {
  const { challenge, user } = await liveChallenge(deps, challengeId);
  const to = phoneOf(user);
  if (!user.phone2faEnabledAt || !to) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  return issueOtp(deps, {
    user,
    purpose: 'login',
    challengeId: challenge.id,
    delivery: { channel: 'sms', to, template: 'login-code', text: smsText.login },
  });
}

/** Checks the code by its method; wrong → false. Expired and used-up SMS codes have their own answers. */
async function codeIsRight(deps: AppDeps, user: UserRow, input: LoginTwoFactorInput): Promise<boolean> {
  if (input.method === 'authenticator') {
    if (!user.totpEnabledAt) throw new AppError('TWO_FACTOR_NOT_ENABLED');
    return acceptAuthenticatorCode(deps, user, input.code);
  }
  if (!user.phone2faEnabledAt) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  const check = await checkOtp(deps, {
    userId: user.id,
    purpose: 'login',
    code: input.code,
    challengeId: input.challengeId,
  });
  if (check === 'expired') throw new AppError('CODE_EXPIRED');
  if (check === 'too-many') throw new AppError('TOO_MANY_ATTEMPTS');
  return check === 'ok';
}

/** Completes the challenge with a code and opens the session. */
export async function completeTwoFactorLogin(
  deps: AppDeps,
  input: LoginTwoFactorInput,
  meta: RequestMeta,
): Promise<{ user: UserRow; issued: IssuedSession }> {
  const { challenge, user } = await liveChallenge(deps, input.challengeId);
  // Codes are throttled like passwords (per account and address, slowed down per account), not by a per-user
  // budget that someone holding the password could spend to keep the owner out.
  const attempt = await admitSecretAttempt(deps, {
    step: 'two-factor',
    account: user.id,
    user,
    ip: meta.ip,
    alert: true,
  });
  try {
    if ((await countChallengeAttempt(deps.db, challenge.id)) > CHALLENGE_MAX_ATTEMPTS) throw tooManyAttempts();
    if (!(await codeIsRight(deps, user, input))) {
      await attempt.failed();
      await recordSecurityEvent(deps.db, user.id, 'sign-in-failed', meta, 'two-factor');
      throw new AppError('TWO_FACTOR_INVALID');
    }
    if (!(await completeLoginChallenge(deps.db, challenge.id, deps.now()))) {
      throw new AppError('LOGIN_CHALLENGE_EXPIRED');
    }
    await attempt.succeeded();
  } finally {
    await attempt.release();
  }
  const issued = await startSession(deps, user, meta, 'sign-in', 'two-factor');
  return { user, issued };
}
