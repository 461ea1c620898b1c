import { Dialog } from 'radix-ui';
import { Ellipsis, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentEntryId, splitForBar, type DashboardNavEntry, type VisibleNavGroup } from './dashboard-nav.ts';

/** Tailwind's lg: from there on the side menu takes over. */
const WIDE_QUERY = '(min-width: 64rem)';

/** The bar's height without the phone's safe area; the layout leaves it free below the page. */
export const BOTTOM_BAR_SPACE_CLASS = 'pb-[calc(4rem+1px+env(safe-area-inset-bottom))] lg:pb-0';

const barItemClass = (active: boolean) =>
  `relative flex h-16 w-full flex-col items-center justify-center gap-1 px-1 text-xs font-medium transition-colors ${
    active ? 'text-brand-800' : 'text-slate-600 hover:text-slate-900'
  }`;

/** The line above the current entry. */
function ActiveMark({ active }: { active: boolean }) {
  return active ? <span className="absolute inset-x-3 top-0 h-0.5 rounded-full bg-brand-700" aria-hidden /> : null;
}

function BarEntry({ entry, active }: { entry: DashboardNavEntry; active: boolean }) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  return (
    <li className="min-w-0 max-w-24 flex-1">
      <Link to={entry.path} aria-current={active ? 'page' : undefined} className={barItemClass(active)}>
        <ActiveMark active={active} />
        <Icon className="size-6 shrink-0" aria-hidden />
        <span className="max-w-full truncate">{t(entry.labelKey)}</span>
      </Link>
    </li>
  );
}

function SheetGroup({
  group,
  currentId,
  onNavigate,
}: {
  group: VisibleNavGroup;
  currentId: string | undefined;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div>
      {group.heading && (
        <h3 id={headingId} className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t(group.heading)}
        </h3>
      )}
      <ul className="space-y-1" aria-labelledby={group.heading ? headingId : undefined}>
        {group.entries.map((entry) => {
          const active = entry.id === currentId;
          const Icon = entry.icon;
          return (
            <li key={entry.id}>
              <Link
                to={entry.path}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                className={`flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium ${
                  active ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-50'
                }`}
              >
                <Icon className={`size-5 shrink-0 ${active ? 'text-brand-700' : 'text-slate-500'}`} aria-hidden />
                {t(entry.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** More: the entries that do not fit on the bar, in a sheet that slides up from the bottom. */
function MoreSheet({ groups, currentId }: { groups: readonly VisibleNavGroup[]; currentId: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const holdsCurrent = groups.some((group) => group.entries.some((entry) => entry.id === currentId));
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
    <li className="min-w-0 max-w-24 flex-1">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={barItemClass(holdsCurrent)}>
          <ActiveMark active={holdsCurrent} />
          <Ellipsis className="size-6 shrink-0" aria-hidden />
          <span className="max-w-full truncate">{t('dashboardNav.more')}</span>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl bg-white px-3 pb-[calc(1rem+env(safe-area-inset-bottom))] pt-3 shadow-xl focus:outline-none lg:hidden"
          >
            <div className="flex items-center justify-between gap-3 pl-3">
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                {t('dashboardNav.moreTitle')}
              </Dialog.Title>
              <Dialog.Close
                className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
                aria-label={t('dashboardNav.close')}
              >
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            </div>
            <nav aria-label={t('dashboardNav.moreTitle')} className="mt-2 space-y-4">
              {groups.map((group) => (
                <SheetGroup key={group.id} group={group} currentId={currentId} onNavigate={() => setOpen(false)} />
              ))}
            </nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </li>
  );
}

/**
 * The signed-in area's navigation below lg: a bar at the bottom of the screen, within thumb reach, with up to five
 * entries; when the user has more, four and a More sheet for the rest. It sits under dialogs, the cookie banner and
 * notices (they are above it), and the layout keeps the page clear of it.
 */
export function DashboardBottomBar({ groups }: { groups: readonly VisibleNavGroup[] }) {
  const { t } = useTranslation();
  const currentId = currentEntryId(groups, useLocation().pathname);
  const { bar, more } = splitForBar(groups);
  // Notices fixed to the bottom of the screen rise above the bar while it is there (styles.css).
  useEffect(() => {
    document.documentElement.classList.add('has-bottom-bar');
    return () => document.documentElement.classList.remove('has-bottom-bar');
  }, []);
  return (
    <nav
      aria-label={t('dashboardNav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.06)] backdrop-blur lg:hidden"
    >
      <ul className="flex justify-center">
        {bar.map((entry) => (
          <BarEntry key={entry.id} entry={entry} active={entry.id === currentId} />
        ))}
        {more.length > 0 && <MoreSheet groups={more} currentId={currentId} />}
      </ul>
    </nav>
  );
}
