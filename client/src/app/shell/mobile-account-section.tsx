import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/users/api/current-user.ts';
import { useSignOut } from '../../features/users/api/sign-out.ts';
import { accountLinks, SignOutIcon } from '../../features/users/components/account-menu.tsx';
import { UserAvatar } from '../../features/users/components/user-avatar.tsx';
import { PanelSection, panelLinkClass } from './mobile-menu-panel.tsx';

/** The account menu's nine entries inside the slide-in menu (signed-in users only). */
export function MobileAccountSection({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const signOut = useSignOut();
  return (
    <div className="border-t border-slate-200">
      {user.data && (
        <div className="flex items-center gap-3 px-5 pt-4">
          <UserAvatar user={user.data} />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-slate-900">
              {user.data.firstName} {user.data.lastName}
            </span>
            <span className="block truncate text-xs text-slate-600">{user.data.email}</span>
          </span>
        </div>
      )}
      <PanelSection title={t('account.menuName')}>
        {accountLinks.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link to={to} className={panelLinkClass} onClick={onNavigate}>
              <Icon className="size-5 text-slate-500" aria-hidden />
              {t(`account.${key}`)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={panelLinkClass}
            disabled={signOut.isPending}
            // Signing out ends on /login; the menu closes with that navigation.
            onClick={() => signOut.mutate()}
          >
            <SignOutIcon className="size-5 text-slate-500" aria-hidden />
            {t('account.logOut')}
          </button>
        </li>
      </PanelSection>
    </div>
  );
}

export default MobileAccountSection;
