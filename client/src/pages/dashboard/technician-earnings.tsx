import { screens, type TechnicianInfoDto } from '@fleetcare/shared';
import { Banknote, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMyEarnings } from '../../features/maintenance/api/job.ts';
import { useTechnicianInfo } from '../../features/technicians/index.ts';
import { formatMoney } from '../../lib/format.ts';

/** The application statuses of a technician who has been approved, and so may have had jobs and earnings. */
const everApproved: readonly TechnicianInfoDto['status'][] = ['approved', 'suspended', 'deactivated'];

function EarningsFigures() {
  const { t, i18n } = useTranslation('technician-jobs');
  const earnings = useMyEarnings({ page: 1, limit: 1 });
  const money = (kobo: number) => formatMoney(kobo, i18n.resolvedLanguage);
  if (earnings.isPending) {
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {t('dashboard.loading')}
      </p>
    );
  }
  if (earnings.isError) {
    return (
      <LoadError
        className="mt-4"
        title={t('dashboard.loadFailed')}
        error={earnings.error}
        onRetry={() => void earnings.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3">
      <div className="min-w-0 rounded-xl bg-slate-50 p-3">
        <dt className="text-sm text-slate-600">{t('dashboard.earned')}</dt>
        <dd
          data-testid="dashboard-earned"
          className="mt-1 text-lg font-bold tabular-nums text-slate-900 wrap-anywhere sm:text-xl"
        >
          {money(earnings.data.totalEarned)}
        </dd>
      </div>
      <div className="min-w-0 rounded-xl bg-slate-50 p-3">
        <dt className="text-sm text-slate-600">{t('dashboard.pending')}</dt>
        <dd
          data-testid="dashboard-pending"
          className="mt-1 text-lg font-bold tabular-nums text-slate-900 wrap-anywhere sm:text-xl"
        >
          {money(earnings.data.pending)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The overview's earnings card for a technician who has been approved: what they earned in all and what jobs
 * under way hold for them in escrow, with the way to the earnings page. Applicants see no card: they have no jobs.
 */
export function TechnicianEarningsCard() {
  const { t } = useTranslation('technician-jobs');
  const headingId = useId();
  const info = useTechnicianInfo();
  if (!info.data || !everApproved.includes(info.data.status)) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Banknote className="size-6" aria-hidden />
        </span>
        <h2 id={headingId} className="min-w-0 text-xl font-semibold text-slate-900">
          {t('dashboard.title')}
        </h2>
      </div>
      <EarningsFigures />
      <Link
        to={screens.earnings}
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {t('dashboard.open')}
        <ChevronRight className="size-4 shrink-0" aria-hidden />
      </Link>
    </section>
  );
}
