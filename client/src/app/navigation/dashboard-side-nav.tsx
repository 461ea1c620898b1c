import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentEntryId, type DashboardNavEntry, type VisibleNavGroup } from './dashboard-nav.ts';

function SideEntry({ entry, active }: { entry: DashboardNavEntry; active: boolean }) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  return (
    <li>
      <Link
        to={entry.path}
        aria-current={active ? 'page' : undefined}
        className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
          active
            ? 'bg-brand-50 text-brand-800 shadow-[inset_3px_0_0_var(--color-brand-700)]'
            : 'text-slate-700 hover:bg-white hover:text-slate-900'
        }`}
      >
        <Icon className={`size-5 shrink-0 ${active ? 'text-brand-700' : 'text-slate-500'}`} aria-hidden />
        <span className="min-w-0 truncate">{t(entry.labelKey)}</span>
      </Link>
    </li>
  );
}

function SideGroup({ group, currentId }: { group: VisibleNavGroup; currentId: string | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div>
      {group.heading && (
        <h2 id={headingId} className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t(group.heading)}
        </h2>
      )}
      <ul className="space-y-1" aria-labelledby={group.heading ? headingId : undefined}>
        {group.entries.map((entry) => (
          <SideEntry key={entry.id} entry={entry} active={entry.id === currentId} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The signed-in area's side menu on wide screens (lg and up): the user's entries, under a heading per role when
 * there are several; it stays in view below the fixed header while the page scrolls.
 */
export function DashboardSideNav({ groups }: { groups: readonly VisibleNavGroup[] }) {
  const { t } = useTranslation();
  const currentId = currentEntryId(groups, useLocation().pathname);
  return (
    <nav
      aria-label={t('dashboardNav.label')}
      className="sticky top-16 hidden max-h-[calc(100vh-4rem)] w-56 shrink-0 self-start overflow-y-auto py-8 pl-4 pr-2 lg:block"
    >
      <div className="space-y-6">
        {groups.map((group) => (
          <SideGroup key={group.id} group={group} currentId={currentId} />
        ))}
      </div>
    </nav>
  );
}
