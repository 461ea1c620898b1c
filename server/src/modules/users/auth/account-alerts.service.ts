import type { AppDeps } from '../../../deps.ts';
import { notify } from '../../notifications/index.ts';
import { deviceLabel, isUnfamiliarDevice, type RequestMeta } from '../users.service.ts';
import { type UserRow } from '../users.repository.ts';

/** Where the account alerts lead: the security log on the profile page. */
export const SECURITY_LOG_PATH = '/dashboard/settings/user-profile#recent-activity';
const TWO_FACTOR_PATH = '/dashboard/settings/two-factor';

type AlertLocale = 'en' | 'nb';
const localeOf = (user: UserRow): AlertLocale => (user.locale === 'nb' ? 'nb' : 'en');

const texts = {
  newDevice: {
    en: (device: string, ip: string) =>
      `New sign-in to your account from ${device}${ip}. If this was not you, change your password now.`,
    nb: (device: string, ip: string) =>
      `Ny innlogging på kontoen din fra ${device}${ip}. Hvis det ikke var deg, bytt passord nå.`,
  },
  unknownDevice: { en: 'a new device', nb: 'en ny enhet' },
  twoFactorOn: {
    en: 'Two-step sign-in is now on for your account.',
    nb: 'Totrinnsinnlogging er nå slått på for kontoen din.',
  },
  twoFactorOff: {
    en: 'Two-step sign-in was turned off for your account. If this was not you, change your password now.',
    nb: 'Totrinnsinnlogging ble slått av for kontoen din. Hvis det ikke var deg, bytt passord nå.',
  },
} as const;

/**
 * Whether a sign-in about to be recorded comes from a device the account has not used: asked before the
 * sign-in is logged, since the log is what it compares with.
 */
export function isNewDevice(deps: Pick<AppDeps, 'db'>, user: UserRow, meta: RequestMeta): Promise<boolean> {
  return isUnfamiliarDevice(deps.db, user.id, meta);
}

/** Tells the owner about a sign-in from a device the account has not used before (in-app, e-mail, SMS, push). */
export async function alertNewDeviceSignIn(deps: AppDeps, user: UserRow, meta: RequestMeta): Promise<void> {
  const locale = localeOf(user);
  const device = deviceLabel(meta) ?? texts.unknownDevice[locale];
  const ip = meta.ip ? ` (IP ${meta.ip})` : '';
  await notify(deps, user.id, {
    kind: 'plain',
    category: 'account',
    message: texts.newDevice[locale](device, ip),
    actionPath: SECURITY_LOG_PATH,
  });
}

/** Tells the owner that two-step sign-in was turned on or off. */
export async function alertTwoFactorChanged(deps: AppDeps, user: UserRow, enabled: boolean): Promise<void> {
  const locale = localeOf(user);
  await notify(deps, user.id, {
    kind: 'plain',
    category: 'account',
    message: enabled ? texts.twoFactorOn[locale] : texts.twoFactorOff[locale],
    actionPath: enabled ? TWO_FACTOR_PATH : SECURITY_LOG_PATH,
  });
}
