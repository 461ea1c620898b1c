import type { AppDeps } from '../../../deps.ts';
import { decryptSecret, encryptSecret } from '../../../lib/crypto.ts';
import { AppError } from '../../../lib/errors.ts';
import { findUserById, type UserRow } from '../users.repository.ts';
import { recordSecurityEvent, type RequestMeta } from '../users.service.ts';
import { alertTwoFactorChanged } from '../auth/account-alerts.service.ts';
import { authLimits } from '../auth/limits.ts';
import { matchTotpStep, newTotpSecret, qrCodeDataUrl, totpUri } from './totp.ts';
import {
  acceptTotpStep,
  disableTotp,
  enableTotp,
  replacePendingSecret,
  savePendingSecretIfNone,
} from './totp.repository.ts';

/*
 * Authenticator apps. Secrets are stored encrypted (AES-256-GCM with a key derived for this purpose only). A
 * secret is shown only while it is pending: once the authenticator is on, it never leaves the server again, and
 * the provisioning calls answer 409 TWO_FACTOR_ALREADY_ENABLED. A code works once: the step it belongs to is
 * recorded, and codes of that step or older are refused, for confirmation, sign-in, disabling and transactions.
 */

export interface Provisioning {
  uri: string;
  secret: string;
  qrCode: string;
}

const seal = (deps: AppDeps, secret: string) => encryptSecret(deps.keys.totpSecrets, secret);
const unseal = (deps: AppDeps, sealed: string) => decryptSecret(deps.keys.totpSecrets, sealed);

async function provisioningOf(email: string, secret: string): Promise<Provisioning> {
  const uri = totpUri(email, secret);
  return { uri, secret, qrCode: await qrCodeDataUrl(uri) };
}

function refuseWhenEnabled(user: UserRow): void {
  if (user.totpEnabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
}

/** The pending secret to scan, made on first ask (a second ask shows the same one until it is confirmed). */
export async function getAuthenticatorProvisioning(deps: AppDeps, user: UserRow): Promise<Provisioning> {
  refuseWhenEnabled(user);
  if (user.totpPendingSecret) return provisioningOf(user.email, unseal(deps, user.totpPendingSecret));
  const secret = newTotpSecret();
  if (await savePendingSecretIfNone(deps.db, user.id, seal(deps, secret), deps.now())) {
    return provisioningOf(user.email, secret);
  }
  // Another request stored a secret (or turned the authenticator on) first: show what is stored now.
  const current = await findUserById(deps.db, user.id);
  if (!current || current.totpEnabledAt || !current.totpPendingSecret) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  return provisioningOf(current.email, unseal(deps, current.totpPendingSecret));
}

/** A fresh pending secret (the old one stops working), for someone who lost the first QR code. */
export async function regenerateAuthenticatorProvisioning(deps: AppDeps, user: UserRow): Promise<Provisioning> {
  refuseWhenEnabled(user);
  const secret = newTotpSecret();
  if (!(await replacePendingSecret(deps.db, user.id, seal(deps, secret), deps.now()))) {
    throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  }
  return provisioningOf(user.email, secret);
}

/** The step of a code under a secret, when it is valid and newer than the last accepted step. */
async function freshStep(deps: AppDeps, user: UserRow, sealed: string, code: string): Promise<number | null> {
  const step = await matchTotpStep(unseal(deps, sealed), code, deps.now());
  if (step === null || (user.totpLastStep !== null && step <= user.totpLastStep)) return null;
  return step;
}

/** Confirms the pending secret with a code from the app: the authenticator is on from now. */
export async function provisionAuthenticator(
  deps: AppDeps,
  user: UserRow,
  code: string,
  meta: RequestMeta,
): Promise<void> {
  refuseWhenEnabled(user);
  const pending = user.totpPendingSecret;
  if (!pending) {
    throw new AppError('CONFLICT', {
      message: 'Open the authenticator set-up first: it shows the QR code to scan.',
    });
  }
  const limit = authLimits(deps).otpVerifyPerUser;
  await limit.consume(user.id);
  const step = await freshStep(deps, user, pending, code);
  const now = deps.now();
  if (step === null || !(await enableTotp(deps.db, user.id, { pendingSealed: pending, step, at: now }))) {
    throw new AppError('CODE_INVALID');
  }
  await limit.reset(user.id);
  await recordSecurityEvent(deps.db, user.id, 'two-factor-enabled', meta, 'authenticator');
  await alertTwoFactorChanged(deps, user, true);
}

/** Turns the authenticator off; needs a current code from it. */
export async function disableAuthenticator(
  deps: AppDeps,
  user: UserRow,
  code: string,
  meta: RequestMeta,
): Promise<void> {
  if (!user.totpEnabledAt || !user.totpSecret) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  const limit = authLimits(deps).otpVerifyPerUser;
  await limit.consume(user.id);
  const step = await freshStep(deps, user, user.totpSecret, code);
  if (step === null || !(await disableTotp(deps.db, user.id, { step, at: deps.now() }))) {
    throw new AppError('CODE_INVALID');
  }
  await limit.reset(user.id);
  await recordSecurityEvent(deps.db, user.id, 'two-factor-disabled', meta, 'authenticator');
  await alertTwoFactorChanged(deps, user, false);
}

/**
 * Checks an authenticator code for a sign-in or a transaction and spends its step. False for a wrong, old or
 * already used code, or when the authenticator is off. Rate limits are the caller's.
 */
export async function acceptAuthenticatorCode(deps: AppDeps, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpEnabledAt || !user.totpSecret) return false;
  const step = await freshStep(deps, user, user.totpSecret, code);
  return step !== null && (await acceptTotpStep(deps.db, user.id, step));
}
