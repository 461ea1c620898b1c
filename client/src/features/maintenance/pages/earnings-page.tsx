import { Banknote, CalendarCheck, ChevronRight, MapPin, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { screens, type EarningDto, type EarningsDto } from '@fleetcare/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatInstant, formatMoney, formatNumber } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useMyEarnings } from '../api/job.ts';
import { RequestStatusChip } from '../components/request-status.tsx';

/** How many settled jobs a page of the list holds. */
export const EARNINGS_PAGE_LIMIT = 20;

/** A settled job's receipt (the order details of a maintenance job). */
export const jobReceiptPath = (maintenanceId: string) =>
  `${screens.orderDetails.replace(':orderId', encodeURIComponent(maintenanceId))}?type=maintenance`;

/** Where the technician withdraws: the bank accounts page, at its withdrawal form. */
export const WITHDRAW_PATH = `${screens.bankAccounts}#withdraw`;

const pagePath = (page: number) => (page > 1 ? `${screens.earnings}?page=${page}` : screens.earnings);

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * One total: its label on top, kept two lines high so the figures of a row line up when a label wraps on a narrow
 * screen, then the figure, then its hint.
 */
function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="min-h-10 text-sm leading-5 text-slate-600">{label}</dt>
      <dd data-testid={testId} className="mt-1 text-lg font-bold tabular-nums text-slate-900 wrap-anywhere sm:text-2xl">
        {value}
      </dd>
      {hint && <dd className="mt-1 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

function Totals({ earnings }: { earnings: EarningsDto }) {
  const { t, i18n } = useTranslation('technician-jobs');
  const language = i18n.resolvedLanguage;
  const money = (kobo: number) => formatMoney(kobo, language);
  return (
    <section aria-labelledby="earnings-totals-heading">
      <h2 id="earnings-totals-heading" className="sr-only">
        {t('earnings.totals')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure testId="earnings-total" label={t('earnings.earned')} value={money(earnings.totalEarned)} />
        <Figure
          testId="earnings-pending"
          label={t('earnings.pending')}
          value={money(earnings.pending)}
          hint={t('earnings.pendingHint')}
        />
        <Figure testId="earnings-commission" label={t('earnings.commission')} value={money(earnings.totalCommission)} />
        <Figure
          testId="earnings-jobs"
          label={t('earnings.jobsSettled')}
          value={formatNumber(earnings.jobsSettled, language)}
        />
      </dl>
    </section>
  );
}

function Amount({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={`tabular-nums wrap-anywhere ${strong ? 'font-bold text-slate-900' : 'text-slate-800'}`}>
        {children}
      </dd>
    </div>
  );
}

function EarningItem({ item }: { item: EarningDto }) {
  const { t, i18n } = useTranslation('technician-jobs');
  const language = i18n.resolvedLanguage;
  const money = (kobo: number) => formatMoney(kobo, language);
  const settledOn = formatInstant(item.settledAt, language, { style: 'date', timeZone: 'Africa/Lagos' });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-semibold break-words text-slate-900">{item.vehicleLabel}</p>
        <RequestStatusChip status={item.status} />
      </div>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">{item.area}</span>
      </p>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
        <CalendarCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{t('earnings.settledOn', { date: settledOn })}</span>
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <Amount label={t('earnings.released')}>{money(item.released)}</Amount>
        <Amount label={t('earnings.commissionShort')}>−{money(item.commission)}</Amount>
        <Amount label={t('earnings.earnedShort')} strong>
          {money(item.earned)}
        </Amount>
      </dl>
      <Link
        to={jobReceiptPath(item.maintenanceId)}
        aria-label={t('earnings.receiptFor', { vehicle: item.vehicleLabel, date: settledOn })}
        className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        {t('earnings.receipt')}
        <ChevronRight className="size-4" aria-hidden />
      </Link>
    </li>
  );
}

/**
 * The technician's earnings (/dashboard/earnings): what they earned in all (released less the commission), what
 * jobs under way hold for them, the commission taken and how many jobs are settled; then the settled jobs, newest
 * first, a page at a time (?page=2), each with its receipt. The money is in the wallet, from where it is withdrawn.
 */
export function EarningsPage() {
  const { t } = useTranslation('technician-jobs');
  usePageMeta(t('earnings.title'));
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const earnings = useMyEarnings({ page, limit: EARNINGS_PAGE_LIMIT });
  return (
    <div className="mx-auto min-h-[60vh] max-w-4xl space-y-6 px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('earnings.title')}</h1>
          <p className="mt-2 text-slate-700">{t('earnings.intro')}</p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <ButtonLink to={WITHDRAW_PATH} className="w-full sm:w-auto">
            <Banknote className="size-4" aria-hidden />
            {t('earnings.withdraw')}
          </ButtonLink>
          <ButtonLink to={screens.wallet} variant="secondary" className="w-full sm:w-auto">
            <Wallet className="size-4" aria-hidden />
            {t('earnings.wallet')}
          </ButtonLink>
        </div>
      </div>
      {earnings.isPending ? (
        <div role="status" aria-live="polite" className="flex items-center gap-3 py-6 text-slate-700">
          <Spinner className="size-5" />
          <span>{t('earnings.loading')}</span>
        </div>
      ) : earnings.isError ? (
        <LoadError
          title={t('earnings.loadFailed')}
          error={earnings.error}
          onRetry={() => void earnings.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <>
          <Totals earnings={earnings.data} />
          <section aria-labelledby="earnings-jobs-heading" className="space-y-4">
            <h2 id="earnings-jobs-heading" className="text-xl font-semibold text-slate-900">
              {t('earnings.listTitle')}
            </h2>
            {earnings.data.jobs.items.length === 0 ? (
              <EmptyState
                icon={Banknote}
                title={t(page > 1 ? 'earnings.emptyPage' : 'earnings.empty')}
                action={
                  <ButtonLink to={page > 1 ? screens.earnings : screens.jobNotification} variant="secondary">
                    {t(page > 1 ? 'earnings.firstPage' : 'earnings.findJobs')}
                  </ButtonLink>
                }
              >
                {t(page > 1 ? 'earnings.emptyPageBody' : 'earnings.emptyBody')}
              </EmptyState>
            ) : (
              <>
                <ul className="space-y-3" aria-busy={earnings.isPlaceholderData}>
                  {earnings.data.jobs.items.map((item) => (
                    <EarningItem key={item.maintenanceId} item={item} />
                  ))}
                </ul>
                <Pager
                  page={page}
                  pages={Math.max(1, Math.ceil(earnings.data.jobs.total / earnings.data.jobs.limit))}
                  hrefOf={pagePath}
                  label={t('earnings.pagesLabel')}
                />
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}

export default EarningsPage;
