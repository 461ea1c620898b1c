import type { Role } from '@fleetcare/shared';
import { Bell, CreditCard, KeyRound, ShieldCheck, Store, UserRound, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSignedInUser } from '../session/use-signed-in-user.ts';

/** The settings pages; one with a `role` is listed only for accounts that hold it. */
export const settingsPages: readonly { path: string; icon: LucideIcon; role?: Role }[] = [
  { path: 'user-profile', icon: UserRound },
  { path: 'password-settings', icon: KeyRound },
  { path: 'two-factor', icon: ShieldCheck },
  { path: 'notification-settings', icon: Bell },
  { path: 'payment-settings', icon: CreditCard },
  { path: 'technician-profile', icon: Wrench, role: 'technician' },
  { path: 'supplier-profile', icon: Store, role: 'supplier' },
];

/** The settings side navigation; a grid of tabs above the page on narrower screens. */
export function SettingsNav() {
  const { t } = useTranslation('settings');
  const { roles } = useSignedInUser();
  const pages = settingsPages.filter((page) => !page.role || roles.includes(page.role));
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1 lg:gap-1">
        {pages.map(({ path, icon: Icon }) => (
          <li key={path}>
            <NavLink
              to={`/dashboard/settings/${path}`}
              className={({ isActive }) =>
                `flex min-h-10 items-center gap-2.5 rounded-lg px-3 py-1.5 text-sm font-medium leading-tight ${
                  isActive
                    ? 'bg-brand-700 text-white lg:bg-brand-50 lg:text-brand-900'
                    : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 lg:bg-transparent lg:ring-0'
                }`
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {t(`nav.${path}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
