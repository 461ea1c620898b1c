import { DropdownMenu } from 'radix-ui';
import { ChevronDown, Home, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserDto } from '@fleetcare/shared';
import { useSignOut } from '../api/sign-out.ts';
import { UserAvatar } from './user-avatar.tsx';

const itemClass =
  'flex min-h-10 cursor-pointer select-none items-center gap-3 rounded-md px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** The account menu of the signed-in header: Dashboard Home, Settings, Log Out. */
export function AccountMenu({ user }: { user: UserDto }) {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        aria-label={t('menu.label', { name: `${user.firstName} ${user.lastName}` })}
      >
        <UserAvatar user={user} />
        <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{user.firstName}</span>
        <ChevronDown className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-semibold text-slate-900">
              {user.firstName} {user.lastName}
            </span>
            <span className="block truncate text-xs text-slate-500">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard">
              <Home className="size-4" aria-hidden />
              {t('menu.dashboard')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard/settings/user-profile">
              <Settings className="size-4" aria-hidden />
              {t('menu.settings')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
            <LogOut className="size-4" aria-hidden />
            {t('menu.logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
