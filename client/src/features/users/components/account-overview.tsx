import { formatInstant } from '@fleetcare/shared';
import { BadgeCheck, Bell, KeyRound, MailWarning, ShieldCheck, ShieldOff, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { useSignedInUser } from '../session/use-signed-in-user.ts';
import { DeletionPendingBanner } from './deletion-banner.tsx';
import { ResendConfirmationButton } from './resend-confirmation.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { lineLinkClass } from '../../../components/ui/text-link.ts';

function Card({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>;
}

/**
 * The account parts of the /dashboard overview (the page in client/src/pages/dashboard composes them with the
 * fleet figures): a welcome with the state of the account, then its details, security and settings shortcuts.
 */
export function AccountWelcome() {
  const { t, i18n } = useTranslation('users');
  const user = useSignedInUser();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-4">
        <UserAvatar user={user} size="md" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('dashboard.welcome', { name: user.firstName })}
          </h1>
          <p className="truncate text-slate-600">
            {user.business
              ? user.business.companyName
              : t('dashboard.memberSince', { date: formatInstant(user.createdAt, locale, { style: 'date' }) })}
          </p>
        </div>
      </div>

      <DeletionPendingBanner user={user} />

      {!user.emailVerified && (
        <Alert tone="warning" title={t('dashboard.confirmEmailTitle')}>
          <p>{t('dashboard.confirmEmailBody', { email: user.email })}</p>
          <ResendConfirmationButton email={user.email} className="mt-3" />
        </Alert>
      )}
    </div>
  );
}

/** The account's details, sign-in security and settings shortcuts (headings at level 3, under the page's section). */
export function AccountDetails() {
  const { t } = useTranslation('users');
  const user = useSignedInUser();
  const twoFactorOn = user.twoFactor.authenticator || user.twoFactor.phone;
  const shortcuts = [
    { to: '/dashboard/settings/user-profile', icon: UserRound, key: 'profile' },
    { to: '/dashboard/settings/password-settings', icon: KeyRound, key: 'password' },
    { to: '/dashboard/settings/two-factor', icon: ShieldCheck, key: 'twoFactor' },
    { to: '/dashboard/settings/notification-settings', icon: Bell, key: 'notifications' },
  ] as const;

  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <h3 className="text-lg font-semibold text-slate-900">{t('dashboard.accountTitle')}</h3>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-slate-500">{t('fields.email')}</dt>
              <dd className="mt-0.5 flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <span className="break-all">{user.email}</span>
                {user.emailVerified ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    <BadgeCheck className="size-3.5" aria-hidden />
                    {t('dashboard.verified')}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    <MailWarning className="size-3.5" aria-hidden />
                    {t('dashboard.notVerified')}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('dashboard.accountType')}</dt>
              <dd className="mt-0.5 font-medium text-slate-900">
                {t(`dashboard.accountTypes.${user.accountType}`)} ·{' '}
                {user.roles.map((role) => t(`dashboard.roles.${role}`)).join(', ')}
              </dd>
            </div>
          </dl>
        </Card>
        <Card>
          <h3 className="text-lg font-semibold text-slate-900">{t('dashboard.securityTitle')}</h3>
          <div className="mt-4 flex items-start gap-3">
            {twoFactorOn ? (
              <ShieldCheck className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
            ) : (
              <ShieldOff className="mt-0.5 size-6 shrink-0 text-amber-600" aria-hidden />
            )}
            <div>
              <p className="font-medium text-slate-900">
                {twoFactorOn ? t('dashboard.twoFactorOn') : t('dashboard.twoFactorOff')}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {twoFactorOn ? t('dashboard.twoFactorOnBody') : t('dashboard.twoFactorOffBody')}
              </p>
              <Link to="/dashboard/settings/two-factor" className={`${lineLinkClass} mt-1 text-sm`}>
                {twoFactorOn ? t('dashboard.twoFactorManage') : t('dashboard.twoFactorSetUp')}
              </Link>
            </div>
          </div>
        </Card>
      </div>

      <section aria-labelledby="shortcuts-heading">
        <h3 id="shortcuts-heading" className="text-lg font-semibold text-slate-900">
          {t('dashboard.settingsTitle')}
        </h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {shortcuts.map(({ to, icon: Icon, key }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600 hover:bg-brand-50"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                <span>
                  <span className="block font-semibold text-slate-900">{t(`dashboard.shortcuts.${key}.title`)}</span>
                  <span className="block text-sm text-slate-600">{t(`dashboard.shortcuts.${key}.body`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
