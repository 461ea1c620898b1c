import { BriefcaseBusiness, CalendarClock, ChevronRight, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { screens, type JobDto } from '@fleetcare/shared';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatCalendarDate, formatNumber } from '../../../../lib/format.ts';
import { areaLabel } from '../../../../components/address/address-value.ts';
import { useLiveSync } from '../../../../lib/live/live-cache.ts';
import { useMyJobs } from '../../api/jobs.ts';
import { syncJobs } from '../../live/live-bookings.ts';
import { RequestStatusChip } from '../request-status.tsx';
import { isBookedWithMe } from './job-panel.tsx';

/** The list's tabs, in order: the states of get-my-jobs a technician picks from. */
export const jobTabs = ['available', 'quoted', 'booked'] as const;
export type JobTab = (typeof jobTabs)[number];

/** The address of one job, opened from the list (the job notification screen without a notification). */
export const jobPath = (maintenanceId: string) => `${screens.jobNotification}?job=${encodeURIComponent(maintenanceId)}`;

const listPath = (tab: JobTab, page = 1) =>
  `${screens.jobNotification}?${new URLSearchParams({ state: tab, ...(page > 1 ? { page: String(page) } : {}) })}`;

function tabOf(value: string | null): JobTab {
  return (jobTabs as readonly string[]).includes(value ?? '') ? (value as JobTab) : 'available';
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * Where a job in the list stands for the technician, as a short badge. A job booked with them shows its status
 * instead (booked, on the way, … completed), as RequestStatusChip.
 */
function badgeOf(job: JobDto): { key: string; look: string } | undefined {
  if (job.declined) return { key: 'job.list.badges.declined', look: 'border-slate-200 bg-slate-100 text-slate-700' };
  if (!job.isJobStillAvailable) {
    return { key: 'job.list.badges.notAvailable', look: 'border-slate-200 bg-slate-100 text-slate-700' };
  }
  if (job.myQuotationId) return { key: 'job.list.badges.quoted', look: 'border-sky-200 bg-sky-50 text-sky-900' };
  return undefined;
}

function JobCard({ job }: { job: JobDto }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const badge = badgeOf(job);
  const area = areaLabel(job.area);
  return (
    <li>
      <Link
        to={jobPath(job._id)}
        className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50/40"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold break-words text-slate-900">{job.services.map((s) => s.name).join(', ')}</p>
            {isBookedWithMe(job) ? (
              <RequestStatusChip status={job.status} />
            ) : (
              badge && (
                <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${badge.look}`}>
                  {t(badge.key)}
                </span>
              )
            )}
          </div>
          <p className="text-sm break-words text-slate-700">{job.vehicle.label}</p>
          <p className="flex items-start gap-1.5 text-sm text-slate-600">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">
              {t('job.list.where', { area, distance: formatNumber(job.distanceKm, language, 1) })}
            </span>
          </p>
          <p className="flex items-start gap-1.5 text-sm text-slate-600">
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {formatCalendarDate(job.preferredDate, language)}, {t(`job.timeWindows.${job.timeWindow}`)}
            </span>
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
      </Link>
    </li>
  );
}

/**
 * "Jobs near me": the technician's job offers by tab (Available, Quoted, Booked), newest first, a page at a time;
 * the tab and the page are in the address (?state=quoted&page=2). Each job opens at `jobPath`.
 */
export function JobsList() {
  const { t } = useTranslation('maintenance');
  const [params] = useSearchParams();
  const tab = tabOf(params.get('state'));
  const page = pageOf(params.get('page'));
  useLiveSync(syncJobs);
  const jobs = useMyJobs({ state: tab, page });
  return (
    <div className="space-y-5">
      <nav aria-label={t('job.list.tabsLabel')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {jobTabs.map((name) => (
            <li key={name}>
              <Link
                to={listPath(name)}
                aria-current={name === tab ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                  name === tab
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50'
                }`}
              >
                {t(`job.list.tabs.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {jobs.isPending ? (
        <div role="status" aria-live="polite" className="flex items-center gap-3 py-6 text-slate-700">
          <Spinner className="size-5" />
          <span>{t('job.list.loading')}</span>
        </div>
      ) : jobs.isError ? (
        <LoadError
          title={t('job.list.loadFailed')}
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          retryLabel={t('job.retry')}
        />
      ) : jobs.data.items.length === 0 ? (
        <EmptyState icon={BriefcaseBusiness} title={t(`job.list.empty.${tab}.title`)}>
          {t(`job.list.empty.${tab}.body`)}
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3" aria-busy={jobs.isPlaceholderData}>
            {jobs.data.items.map((job) => (
              <JobCard key={job._id} job={job} />
            ))}
          </ul>
          <Pager
            page={page}
            pages={Math.max(1, Math.ceil(jobs.data.total / jobs.data.limit))}
            hrefOf={(next) => listPath(tab, next)}
            label={t('job.list.pagesLabel')}
          />
        </>
      )}
    </div>
  );
}
