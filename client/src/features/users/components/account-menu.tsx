import {
  CalendarDays,
  ChevronDown,
  Home,
  LogOut,
  Package,
  Repeat,
  Settings,
  Truck,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { withScreens, type UserDto } from '@fleetcare/shared';
import { MenuAction, MenuButton, MenuLink, MenuSeparator } from '../../../components/ui/menu-button.tsx';
import { useSignOut } from '../api/sign-out.ts';
import { UserAvatar } from './user-avatar.tsx';

export type AccountLinkKey =
  'dashboard' | 'wallet' | 'calendar' | 'fleet' | 'spareParts' | 'maintenance' | 'subscriptions' | 'settings';

/**
 * The account menu's entries, in a fixed order; Log Out comes last. The header's
 * slide-in menu shows the same list. Labels are `common:account.<key>`. An entry shows once its path is a screen
 * of the app (the shared screens table): My Spare Parts waits for its own.
 */
export const accountLinks: readonly { key: AccountLinkKey; to: string; icon: LucideIcon }[] = withScreens([
  { key: 'dashboard', to: '/dashboard', icon: Home },
  { key: 'wallet', to: '/dashboard/wallet', icon: Wallet },
  { key: 'calendar', to: '/dashboard/calendar', icon: CalendarDays },
  { key: 'fleet', to: '/dashboard/fleet', icon: Truck },
  { key: 'spareParts', to: '/dashboard/spare-parts', icon: Package },
  { key: 'maintenance', to: '/dashboard/maintenance', icon: Wrench },
  { key: 'subscriptions', to: '/dashboard/subscriptions', icon: Repeat },
  { key: 'settings', to: '/dashboard/settings/user-profile', icon: Settings },
]);

export const SignOutIcon = LogOut;

/** The account menu of the signed-in header: its entries, then Log Out. */
export function AccountMenu({ user }: { user: UserDto }) {
  const { t } = useTranslation('common');
  const signOut = useSignOut();
  return (
    <MenuButton
      triggerLabel={t('account.menuLabel', { name: `${user.firstName} ${user.lastName}` })}
      triggerClassName="flex items-center gap-2 rounded-full p-0.5 pr-2 text-slate-700 hover:bg-slate-100 aria-expanded:bg-slate-100"
      trigger={
        <>
          <UserAvatar user={user} />
          <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{user.firstName}</span>
          <ChevronDown className="size-4" aria-hidden />
        </>
      }
      popoverClassName="right-0 mt-2 w-64"
      menuLabel={t('account.menuName')}
      menuHeader={
        <div className="px-3 py-2">
          <span className="block truncate text-sm font-semibold text-slate-900">
            {user.firstName} {user.lastName}
          </span>
          <span className="block truncate text-xs text-slate-600">{user.email}</span>
          <div className="mt-2 h-px bg-slate-200" />
        </div>
      }
    >
      {accountLinks.map(({ key, to, icon: Icon }) => (
        <MenuLink key={key} to={to}>
          <Icon className="size-4 text-slate-500" aria-hidden />
          {t(`account.${key}`)}
        </MenuLink>
      ))}
      <MenuSeparator />
      <MenuAction disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
        <LogOut className="size-4 text-slate-500" aria-hidden />
        {t('account.logOut')}
      </MenuAction>
    </MenuButton>
  );
}
