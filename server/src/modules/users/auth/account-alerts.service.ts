import type { AppDeps } from '../../../deps.ts';
import { fixedT, localeOf } from '../../../lib/i18n.ts';
import { notify } from '../../notifications/index.ts';
import { deviceLabel, isUnfamiliarDevice, type RequestMeta } from '../users.service.ts';
import { type UserRow } from '../users.repository.ts';

/** Where the account alerts lead: the security log on the profile page. */
export const SECURITY_LOG_PATH = '/dashboard/settings/user-profile#recent-activity';
const TWO_FACTOR_PATH = '/dashboard/settings/two-factor';

/**
 * Whether a sign-in about to be recorded comes from a device the account has not used: asked before the
 * sign-in is logged, since the log is what it compares with.
 */
export function isNewDevice(deps: Pick<AppDeps, 'db'>, user: UserRow, meta: RequestMeta): Promise<boolean> {
  return isUnfamiliarDevice(deps.db, user.id, meta);
}

/** Tells the owner about a sign-in from a device the account has not used before (in-app, e-mail, SMS, push). */
export async function alertNewDeviceSignIn(deps: AppDeps, user: UserRow, meta: RequestMeta): Promise<void> {
  const t = fixedT(localeOf(user.locale));
  const device = deviceLabel(meta) ?? t('notices:account.unknownDevice');
  await notify(deps, user.id, {
    kind: 'plain',
    category: 'account',
    message: meta.ip
      ? t('notices:account.newDeviceFromIp', { device, ip: meta.ip })
      : t('notices:account.newDevice', { device }),
    actionPath: SECURITY_LOG_PATH,
  });
}

/** Tells the owner that two-step sign-in was turned on or off. */
export async function alertTwoFactorChanged(deps: AppDeps, user: UserRow, enabled: boolean): Promise<void> {
  const t = fixedT(localeOf(user.locale));
  await notify(deps, user.id, {
    kind: 'plain',
    category: 'account',
    message: enabled ? t('notices:account.twoFactorOn') : t('notices:account.twoFactorOff'),
    actionPath: enabled ? TWO_FACTOR_PATH : SECURITY_LOG_PATH,
  });
}
