import { formatInstant } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useRecentActivities } from '../../api/profile.ts';
import { CallError } from '../../../../components/form/form-status.tsx';
import { SettingsSection } from '../settings-section.tsx';

/** The security log: sign-ins, failed sign-ins, password and two-factor changes, with time, device and IP. */
export function RecentActivityList() {
  const { t, i18n } = useTranslation(['settings', 'errors']);
  const activities = useRecentActivities();
  const items = activities.data?.pages.flatMap((page) => page.items) ?? [];
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <SettingsSection id="recent-activity" title={t('activity.title')} description={t('activity.description')}>
      {activities.isPending ? (
        <div className="flex justify-center py-6" role="status">
          <Spinner className="size-6 text-brand-700" />
          <span className="sr-only">{t('common:loading')}</span>
        </div>
      ) : activities.isError ? (
        <CallError error={activities.error} />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('activity.empty')}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <li
                key={item._id}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
              >
                <div className="min-w-0">
                  <p
                    className={`text-sm font-medium ${item.type === 'sign-in-failed' ? 'text-red-800' : 'text-slate-900'}`}
                  >
                    {t(`activity.types.${item.type}`, { defaultValue: item.type })}
                  </p>
                  <p className="truncate text-xs text-slate-500">
                    {[item.device ?? t('activity.unknownDevice'), item.ip].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <time dateTime={item.createdAt} className="shrink-0 text-xs text-slate-500">
                  {formatInstant(item.createdAt, locale)}
                </time>
              </li>
            ))}
          </ul>
          {activities.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-4 w-full sm:w-auto"
              onClick={() => void activities.fetchNextPage()}
              disabled={activities.isFetchingNextPage}
              aria-busy={activities.isFetchingNextPage}
            >
              {activities.isFetchingNextPage && <Spinner />}
              {t('activity.loadMore')}
            </Button>
          )}
        </>
      )}
    </SettingsSection>
  );
}
