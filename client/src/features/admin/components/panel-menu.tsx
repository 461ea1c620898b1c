import { Dialog } from 'radix-ui';
import { FileClock, House, KeyRound, LayoutDashboard, Menu, UsersRound, X } from 'lucide-react';
import { useEffect, useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { adminResourceGroups, screens, type AssignedPrivilegesDto } from '@fleetcare/shared';
import { buttonClass, iconButtonClass } from '../../../components/ui/button.tsx';
import { auditLogResource, useAdminPanel } from '../lib/panel-context.ts';
import { useResourceText } from '../lib/resource-text.ts';
import { ADMIN_HOME_PATH, ADMIN_PRIVILEGES_PATH, ADMIN_ROLES_PATH, adminListPath } from '../paths.ts';

interface MenuLink {
  id: string;
  to: string;
  label: string;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** The paths (this one and those below it) on which the entry is the current one. */
  activeUnder: string;
  exact?: boolean;
}

interface MenuGroup {
  id: string;
  heading?: string;
  links: MenuLink[];
}

const resourceBase = (name: string) => adminListPath(name).replace(/\/list$/, '');

/**
 * The panel's menu: the way back to the signed-in overview (the panel takes the dashboard's side menu's place on wide
 * screens), the panel's home, the resources the admin may read by group, then their own pages.
 */
function useMenuGroups(panel: AssignedPrivilegesDto): MenuGroup[] {
  const { t } = useTranslation('admin');
  const text = useResourceText();
  const audit = auditLogResource(panel);
  const resourceGroups = adminResourceGroups
    .map((group) => ({
      id: group,
      heading: t(`groups.${group}`),
      links: panel.resources
        .filter((resource) => resource.group === group && resource !== audit)
        .map((resource) => ({
          id: resource.name,
          to: adminListPath(resource.name),
          label: text.title(resource.name),
          activeUnder: resourceBase(resource.name),
        })),
    }))
    .filter((group) => group.links.length > 0);
  const own: MenuLink[] = [
    {
      id: 'privileges',
      to: ADMIN_PRIVILEGES_PATH,
      label: t('menu.privileges'),
      icon: KeyRound,
      activeUnder: ADMIN_PRIVILEGES_PATH,
    },
  ];
  if (panel.privileges.includes('roles:manage')) {
    own.push({
      id: 'roles',
      to: ADMIN_ROLES_PATH,
      label: t('menu.roles'),
      icon: UsersRound,
      activeUnder: ADMIN_ROLES_PATH,
    });
  }
  if (audit && panel.privileges.includes('audit:read')) {
    own.push({
      id: 'audit',
      to: adminListPath(audit.name),
      label: t('menu.audit'),
      icon: FileClock,
      activeUnder: resourceBase(audit.name),
    });
  }
  return [
    {
      id: 'back',
      links: [
        {
          id: 'overview',
          to: screens.dashboard,
          label: t('menu.overview'),
          icon: LayoutDashboard,
          activeUnder: screens.dashboard,
          exact: true,
        },
      ],
    },
    {
      id: 'home',
      links: [
        {
          id: 'home',
          to: ADMIN_HOME_PATH,
          label: t('menu.home'),
          icon: House,
          activeUnder: ADMIN_HOME_PATH,
          exact: true,
        },
      ],
    },
    ...resourceGroups,
    { id: 'own', heading: t('menu.yours'), links: own },
  ];
}

function isActive(link: MenuLink, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, '');
  return link.exact
    ? current === link.activeUnder
    : current === link.activeUnder || current.startsWith(`${link.activeUnder}/`);
}

function MenuLinks({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const baseId = useId();
  return (
    <div className="space-y-5">
      {groups.map((group) => {
        const headingId = `${baseId}-${group.id}`;
        return (
          <div key={group.id}>
            {group.heading && (
              <h3 id={headingId} className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {group.heading}
              </h3>
            )}
            <ul className="space-y-0.5" aria-labelledby={group.heading ? headingId : undefined}>
              {group.links.map((link) => {
                const active = isActive(link, pathname);
                const Icon = link.icon;
                return (
                  <li key={link.id}>
                    <Link
                      to={link.to}
                      onClick={onNavigate}
                      aria-current={active ? 'page' : undefined}
                      className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                        active
                          ? 'bg-brand-50 text-brand-800 shadow-[inset_3px_0_0_var(--color-brand-700)]'
                          : 'text-slate-700 hover:bg-white hover:text-slate-900'
                      }`}
                    >
                      {Icon && (
                        <Icon
                          className={`size-4 shrink-0 ${active ? 'text-brand-700' : 'text-slate-500'}`}
                          aria-hidden
                        />
                      )}
                      <span className="min-w-0 break-words leading-snug">{link.label}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** The menu beside the page on wide screens (lg and up). */
export function PanelSideMenu() {
  const { t } = useTranslation('admin');
  const groups = useMenuGroups(useAdminPanel());
  return (
    <nav
      aria-label={t('menu.label')}
      className="sticky top-20 hidden max-h-[calc(100vh-6rem)] self-start overflow-y-auto lg:block"
    >
      <MenuLinks groups={groups} />
    </nav>
  );
}

/** Tailwind's lg: from there on the side menu shows. */
const WIDE_QUERY = '(min-width: 64rem)';

/** Below lg: a button that opens the menu in a sheet from the side; choosing an entry closes it. */
export function PanelMenuSheet() {
  const { t } = useTranslation('admin');
  const groups = useMenuGroups(useAdminPanel());
  const [open, setOpen] = useState(false);
  // Past the breakpoint the sheet is hidden: close it, or the page would stay blocked behind a modal no one sees.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia?.(WIDE_QUERY);
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    wide?.addEventListener('change', onWide);
    return () => wide?.removeEventListener('change', onWide);
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`${buttonClass('secondary')} lg:hidden`}>
        <Menu className="size-4" aria-hidden />
        {t('menu.open')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-[min(20rem,calc(100vw-3rem))] overflow-y-auto bg-slate-50 px-3 pb-6 pt-3 shadow-xl focus:outline-none lg:hidden"
        >
          <div className="mb-3 flex items-center justify-between gap-3 pl-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t('menu.label')}</Dialog.Title>
            <Dialog.Close className={iconButtonClass} aria-label={t('menu.close')}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label={t('menu.label')}>
            <MenuLinks groups={groups} onNavigate={() => setOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
