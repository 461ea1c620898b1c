import { ArrowRight, CircleSlash, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { JOB_RULES, screens, type MaintenanceRequestDto } from '@fleetcare/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatInstant, formatMoney } from '../../../lib/format.ts';
import { useLiveSync } from '../../../lib/live/live-cache.ts';
import { useMaintenance } from '../api/maintenance-requests.ts';
import { cancellationRuleKey } from '../components/progress/cancel-job-dialog.tsx';
import { isNotFoundError, RecordPage } from '../components/record-page.tsx';
import { maintenanceDetailsPath, REQUESTS_PATH } from '../lib/request-links.ts';
import { syncRequests } from '../live/live-bookings.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Amount({ label, amount, tone }: { label: ReactNode; amount: string; tone: 'refund' | 'kept' }) {
  return (
    <p
      className={`flex items-baseline justify-between gap-3 rounded-lg px-3 py-2 ${
        tone === 'refund' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'
      }`}
    >
      <span>{label}</span>
      <span className="text-lg font-bold tabular-nums">{amount}</span>
    </p>
  );
}

/** A cancelled booking: the rule that applied, in words, and what went back to the wallet or to the mechanic. */
function Canceled({ request }: { request: MaintenanceRequestDto }) {
  const { t, i18n } = useTranslation('maintenance');
  const language = i18n.resolvedLanguage;
  const job = request.job;
  const rule = job?.cancellation?.rule ?? 'free';
  const settlement = job?.settlement ?? null;
  // How far the mechanic had come when the booking was cancelled.
  const stage = job?.arrivedAt ? 'arrived' : job?.enRouteAt ? 'en-route' : 'booked';
  const values = {
    hours: JOB_RULES.freeCancelHoursBefore,
    noShowHours: JOB_RULES.noShowAfterHours,
    release: formatMoney(settlement?.released ?? 0, language),
  };
  return (
    <>
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
          <CircleSlash className="size-6" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold text-slate-900">{t('bookingCanceled.title')}</h1>
      </div>
      <p className="text-slate-700">{t('bookingCanceled.vehicle', { vehicle: request.vehicle.label })}</p>
      <section
        aria-labelledby="canceled-money"
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="canceled-money" className="font-semibold text-slate-900">
          {t('bookingCanceled.moneyTitle')}
        </h2>
        <p className="text-slate-800">{t(`bookingCanceled.rules.${cancellationRuleKey(rule, stage)}`, values)}</p>
        {settlement ? (
          <>
            {settlement.refunded > 0 && (
              <Amount
                tone="refund"
                label={t('bookingCanceled.refunded')}
                amount={formatMoney(settlement.refunded, language)}
              />
            )}
            {settlement.released > 0 && (
              <Amount
                tone="kept"
                label={t('bookingCanceled.released')}
                amount={formatMoney(settlement.released, language)}
              />
            )}
            <p className="text-sm text-slate-600">
              {t('bookingCanceled.settledAt', {
                time: formatInstant(settlement.settledAt, language, { timeZone: request.timeZone }),
              })}
            </p>
          </>
        ) : (
          rule !== 'free' && (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner />
              {t('bookingCanceled.settling')}
            </p>
          )
        )}
        {job?.cancellation?.reason && (
          <p className="text-sm text-slate-600">{t('bookingCanceled.reason', { reason: job.cancellation.reason })}</p>
        )}
      </section>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={screens.wallet} className={buttonClass('primary', 'md')}>
          <Wallet className="size-4" aria-hidden />
          {t('bookingCanceled.toWallet')}
        </Link>
        <Link to={maintenanceDetailsPath(request._id)} className={buttonClass('secondary', 'md')}>
          {t('bookingCanceled.toRequest')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </>
  );
}

/**
 * /status/booking-canceled?maintenance=…: where a cancelled booking ends. It says which cancellation rule applied
 * and what was refunded to the wallet (and kept as the call-out fee), from the request's job; links lead to the
 * wallet and back to the request. A request that is not cancelled, or not the caller's, is not found here.
 */
export function BookingCanceledPage() {
  const { t } = useTranslation('maintenance');
  const [params] = useSearchParams();
  const maintenanceId = params.get('maintenance') ?? '';
  const valid = UUID.test(maintenanceId);
  useLiveSync(syncRequests);
  const request = useMaintenance(valid ? maintenanceId.toLowerCase() : '', { enabled: valid });
  const notFound =
    !valid ||
    isNotFoundError(request.error) ||
    (request.data !== undefined && request.data.status !== 'canceled' && request.data.status !== 'technician-canceled');

  return (
    <RecordPage
      className="mx-auto max-w-2xl space-y-4 px-4 py-10"
      query={request}
      notFound={notFound}
      notFoundTitle={t('bookingCanceled.notFound')}
      notFoundBody={t('bookingCanceled.notFoundBody')}
      notFoundAction={
        <Link to={REQUESTS_PATH} className={buttonClass('secondary', 'md')}>
          {t('show.back')}
        </Link>
      }
      title={t('bookingCanceled.title')}
      loadingText={t('bookingCanceled.loading')}
      loadFailed={t('bookingCanceled.loadFailed')}
      retryLabel={t('show.retry')}
    >
      {(data) => <Canceled request={data} />}
    </RecordPage>
  );
}

export default BookingCanceledPage;
