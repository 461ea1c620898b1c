import type { AppDeps } from '../../../deps.ts';
import {
  unlimitedAttemptLogs,
  type AttemptLog,
  type SlowDownRule,
  type WindowLimitRule,
} from '../../../lib/attempt-log.ts';
import { AppError } from '../../../lib/errors.ts';
import type { UserRow } from '../users.repository.ts';
import { localeOf } from '../../../lib/i18n.ts';
import { failedSignInsContent, type FailedSignInSource } from './emails/account-emails.ts';
import { hasSessionFromIp } from './session.repository.ts';

/*
 * Guessing a secret (the password at sign-in or at a password change, the two-step code at sign-in) meets three
 * brakes, none of which lets a stranger lock the owner out:
 *
 * - per address across accounts: loginPerIp in limits.ts (30 attempts in 10 minutes);
 * - per account and address: 5 failures in 15 minutes, then 429 for that pair only, until the oldest failure
 *   is 15 minutes old;
 * - per account from anywhere: after 5 failures in 15 minutes each further attempt waits 1 s, 2 s, 4 s … (up to
 *   60 s) after the latest one, so a crowd of addresses gets about one guess a minute. An address the account
 *   has signed in from in the last 90 days, while under its own pair limit, skips this wait: the owner signs in
 *   from home whatever strangers do elsewhere.
 *
 * Attempts are reserved before the secret is checked (concurrent guesses cannot all slip through) and given back
 * when it was right. The 10th failed sign-in of an account within an hour e-mails the owner, at most once an hour.
 */
export const SIGN_IN_THROTTLE = {
  pair: { kind: 'limit', max: 5, windowMs: 15 * 60_000 } satisfies WindowLimitRule,
  account: { kind: 'slow-down', free: 5, windowMs: 15 * 60_000, baseMs: 1_000, capMs: 60_000 } satisfies SlowDownRule,
  /** An address with a session of the account opened within this long is the owner's: no account-wide wait. */
  familiarForMs: 90 * 86_400_000,
  alert: { failures: 10, windowMs: 3_600_000, everyMs: 3_600_000 },
} as const;

/** What is being guessed: the password (sign-in, password change) or the two-step code of a sign-in. */
export type SecretStep = 'password' | 'two-factor';

interface Logs {
  pair: AttemptLog;
  account: AttemptLog;
  alerts: AttemptLog;
}

const cache = new WeakMap<AppDeps['limits'], Logs>();

function logsOf(deps: Pick<AppDeps, 'limits'>): Logs {
  let logs = cache.get(deps.limits);
  if (!logs) {
    const store = deps.limits.attempts ?? unlimitedAttemptLogs;
    logs = {
      pair: store.log('secret-pair', SIGN_IN_THROTTLE.pair.windowMs),
      account: store.log('secret-account', SIGN_IN_THROTTLE.account.windowMs),
      alerts: store.log('sign-in-failures', SIGN_IN_THROTTLE.alert.windowMs),
    };
    cache.set(deps.limits, logs);
  }
  return logs;
}

export interface SecretAttempt {
  /** The secret was right: the attempt does not count, and this address's earlier failures are forgiven. */
  succeeded(): Promise<void>;
  /** The secret was wrong: the attempt counts (and may e-mail the owner). */
  failed(): Promise<void>;
  /** Nothing was checked after all (an error, an expired challenge): the attempt does not count. */
  release(): Promise<void>;
}

export interface SecretAttemptInput {
  step: SecretStep;
  /** Whose secret: the normalised e-mail for passwords (unknown addresses are throttled alike), the user id for codes. */
  account: string;
  /** The account's user when it exists (for the address check and the owner's e-mail). */
  user: UserRow | null;
  ip: string | null;
  /** Whether a failure counts towards the owner's "repeated failed sign-ins" e-mail. */
  alert: boolean;
}

const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function throttled(retryAfterMs: number, message: (seconds: number) => string): AppError {
  const seconds = retryAfterSeconds(retryAfterMs);
  return new AppError('RATE_LIMITED', { message: message(seconds), headers: { 'Retry-After': String(seconds) } });
}

const inTime = (seconds: number) =>
  seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;

/**
 * Admits one guess at a secret, or throws 429 RATE_LIMITED with Retry-After. Settle the returned attempt with the
 * outcome (exactly once).
 */
export async function admitSecretAttempt(deps: AppDeps, input: SecretAttemptInput): Promise<SecretAttempt> {
  const logs = logsOf(deps);
  const now = deps.now();
  const ip = input.ip ?? 'unknown';
  const accountKey = `${input.step}:${input.account}`;
  const pairKey = `${accountKey}|${ip}`;

  const pair = await logs.pair.reserve(pairKey, now, SIGN_IN_THROTTLE.pair, ip);
  if (!pair.ok) {
    throw throttled(
      pair.retryAfterMs,
      (s) => `Too many failed attempts from this network for this account. Try again in ${inTime(s)}.`,
    );
  }
  let account: { id: string } | undefined;
  try {
    const familiar =
      input.user !== null &&
      input.ip !== null &&
      (await hasSessionFromIp(
        deps.db,
        input.user.id,
        input.ip,
        new Date(now.getTime() - SIGN_IN_THROTTLE.familiarForMs),
      ));
    if (!familiar) {
      const reserved = await logs.account.reserve(accountKey, now, SIGN_IN_THROTTLE.account, ip);
      if (!reserved.ok) {
        throw throttled(
          reserved.retryAfterMs,
          (s) => `This account has had many failed sign-ins: wait ${inTime(s)} before the next attempt.`,
        );
      }
      account = reserved;
    }
  } catch (error) {
    await logs.pair.remove(pairKey, pair.id);
    throw error;
  }

  let settled = false;
  const settle = async (work: () => Promise<void>) => {
    if (settled) return;
    settled = true;
    await work();
  };
  const giveBack = async () => {
    await logs.pair.remove(pairKey, pair.id);
    if (account) await logs.account.remove(accountKey, account.id);
  };
  return {
    succeeded: () =>
      settle(async () => {
        await giveBack();
        await logs.pair.clear(pairKey);
      }),
    release: () => settle(giveBack),
    failed: () =>
      settle(async () => {
        // An exempt address reserved nothing account-wide, but its failure still counts there.
        if (!account) await logs.account.add(accountKey, deps.now(), ip);
        if (input.alert && input.user && !input.user.erasedAt) {
          await countFailedSignIn(deps, logs.alerts, input.user, input.step, ip);
        }
      }),
  };
}

/** After the owner proved it (a reset link): failed attempts on the account no longer slow it down. */
export async function forgiveSecretAttempts(
  deps: Pick<AppDeps, 'limits'>,
  input: { step: SecretStep; account: string; ip: string | null },
): Promise<void> {
  const logs = logsOf(deps);
  const accountKey = `${input.step}:${input.account}`;
  await logs.account.clear(accountKey);
  await logs.pair.clear(`${accountKey}|${input.ip ?? 'unknown'}`);
}

/** Counts a failed sign-in of an account and, at the alert threshold, e-mails the owner (once an hour at most). */
async function countFailedSignIn(
  deps: AppDeps,
  alerts: AttemptLog,
  user: UserRow,
  step: SecretStep,
  ip: string,
): Promise<void> {
  const now = deps.now();
  const rule = SIGN_IN_THROTTLE.alert;
  const count = await alerts.add(user.id, now, `${step}|${ip}`);
  if (count < rule.failures) return;
  if (!(await alerts.once(user.id, now, rule.everyMs))) return;
  try {
    const failures = await alerts.list(user.id, now, rule.windowMs);
    const content = failedSignInsContent({
      locale: localeOf(user.locale),
      firstName: user.firstName,
      failures: failures.length,
      latestAt: now,
      sources: await sourcesOf(
        deps,
        failures.map((failure) => failure.note.slice(failure.note.indexOf('|') + 1)),
      ),
      twoFactorFailures: failures.filter((failure) => failure.note.startsWith('two-factor|')).length,
      resetUrl: `${deps.config.publicUrl}/resetpassword`,
    });
    await deps.mailer.send({ to: user.email, ...content, template: 'failed-sign-ins', userId: user.id });
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'failed sign-ins notice not sent');
  }
}

/** The distinct addresses, most attempts first, with their country when the IP database knows it. */
async function sourcesOf(deps: Pick<AppDeps, 'geoip'>, ips: string[]): Promise<FailedSignInSource[]> {
  const counts = new Map<string, number>();
  for (const ip of ips) if (ip !== 'unknown') counts.set(ip, (counts.get(ip) ?? 0) + 1);
  const ordered = [...counts].sort((a, b) => b[1] - a[1]).map(([ip]) => ip);
  return Promise.all(
    ordered.map(async (ip) => {
      const country = await deps.geoip.lookup(ip).then(
        (found) => found.country,
        () => null,
      );
      return { ip, country };
    }),
  );
}
