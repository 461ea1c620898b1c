import { BellRing, CalendarCheck, CheckCircle2, PhoneCall, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MaintenanceRequestDto } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useLiveSync } from '../../../lib/live/live-cache.ts';
import { useConfirmBookingPayment } from '../api/booking.ts';
import { useMaintenance } from '../api/maintenance-requests.ts';
import { useBookingPayment } from '../api/payment-choices.ts';
import { PageWaiting, RecordPage } from '../components/record-page.tsx';
import { maintenanceDetailsPath, REQUESTS_PATH } from '../lib/request-links.ts';
import { syncRequests } from '../live/live-bookings.ts';

/** How often the request (and the card payment) are asked again while the payment settles, and for how long. */
export const BOOKING_POLL = { intervalMs: 2_000, patienceMs: 60_000 };

/** Where the gateway sends the browser back: ?reference=… (and Paystack's ?trxref=…, the same value). */
function checkoutReference(params: URLSearchParams): string | undefined {
  return params.get('reference') ?? params.get('trxref') ?? undefined;
}

/**
 * The reference of a returning checkout, kept for the page's life while it leaves the address at once (as the
 * wallet's return does): a reload or a shared link does not start the wait again.
 */
function useReturningReference(): string | undefined {
  const [params, setParams] = useSearchParams();
  const found = checkoutReference(params);
  const [reference, setReference] = useState(found);
  const handled = useRef<string>(undefined);
  useEffect(() => {
    if (!found || handled.current === found) return;
    handled.current = found;
    setReference(found);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('reference');
        next.delete('trxref');
        return next;
      },
      { replace: true },
    );
  }, [found, setParams]);
  return reference;
}

/**
 * Confirms the returning checkout's payment once per reference, on arrival: the server verifies it with the
 * gateway and settles it (booking the request) without waiting for the webhook. Its answer is not shown: the request
 * (asked again after it) and the card payment say what happened, and a payment not paid yet is waited for.
 */
function useConfirmOnReturn(maintenanceId: string, reference: string | undefined): void {
  const { mutate: confirm } = useConfirmBookingPayment(maintenanceId);
  const confirmed = useRef<string>(undefined);
  useEffect(() => {
    if (!maintenanceId || !reference || confirmed.current === reference) return;
    confirmed.current = reference;
    confirm(reference);
  }, [maintenanceId, reference, confirm]);
}

function Booked({ request }: { request: MaintenanceRequestDto }) {
  const { t, i18n } = useTranslation('maintenance');
  const steps = [
    { icon: BellRing, text: t('bookingDone.nextTold') },
    { icon: PhoneCall, text: t('bookingDone.nextCall') },
    { icon: CalendarCheck, text: t('bookingDone.nextCalendar') },
    { icon: ShieldCheck, text: t('bookingDone.nextEscrow') },
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center text-center">
        <CheckCircle2 className="size-12 text-brand-700" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('bookingDone.bookedTitle')}</h1>
        {request.technician && (
          <p className="mt-2 text-slate-700">
            {t('bookingDone.bookedBody', {
              name: request.technician.name,
              date: formatCalendarDate(request.preferredDate, i18n.resolvedLanguage),
              window: t(`show.facts.timeWindows.${request.timeWindow}`),
            })}
          </p>
        )}
      </div>
      <section aria-labelledby="next-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="next-title" className="text-lg font-semibold text-slate-900">
          {t('bookingDone.nextTitle')}
        </h2>
        <ul className="mt-3 space-y-3">
          {steps.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-slate-700">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </section>
      <Link to={maintenanceDetailsPath(request._id)} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
        {t('bookingDone.toRequest')}
      </Link>
    </div>
  );
}

/**
 * /status/booking-successful?maintenance=…[&reference=…]: the end of a booking. Paid from the wallet or a saved
 * card, the request is booked already. Back from a card's checkout, the reference leaves the address, the payment is
 * confirmed once (useConfirmOnReturn), and the request (and the card payment) are asked again every 2 s until the
 * request is booked ("waiting for the payment
 * to settle"); a failed or abandoned payment, or a request that closed meanwhile, is an error; after a minute it
 * says the payment is slow and offers to check again. Bookings notifications arriving live ask again at once.
 */
export function BookingSuccessfulPage() {
  const { t } = useTranslation('maintenance');
  const [params] = useSearchParams();
  const maintenanceId = params.get('maintenance') ?? '';
  const reference = useReturningReference();
  useConfirmOnReturn(maintenanceId, reference);
  useLiveSync(syncRequests);
  const [patient, setPatient] = useState(true);
  const request = useMaintenance(maintenanceId, { enabled: maintenanceId !== '' });
  const status = request.data?.status;
  const closed = status === 'expired' || status === 'canceled';
  const waiting = request.data !== undefined && status !== 'booked' && !closed;
  const payment = useBookingPayment(reference, { enabled: waiting && patient, intervalMs: BOOKING_POLL.intervalMs });
  const paymentFailed = payment.data?.status === 'failed' || payment.data?.status === 'abandoned';
  const polling = waiting && patient && !paymentFailed;
  const { refetch } = request;

  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void refetch(), BOOKING_POLL.intervalMs);
    const giveUp = setTimeout(() => setPatient(false), BOOKING_POLL.patienceMs);
    return () => {
      clearInterval(timer);
      clearTimeout(giveUp);
    };
  }, [polling, refetch]);

  const toList = (
    <Link to={REQUESTS_PATH} className={buttonClass('secondary', 'md')}>
      {t('bookingDone.toList')}
    </Link>
  );
  const toRequest = (
    <Link to={maintenanceDetailsPath(maintenanceId)} className={buttonClass('secondary', 'md')}>
      {t('bookingDone.toRequest')}
    </Link>
  );

  return (
    <RecordPage
      className="mx-auto max-w-2xl space-y-4 px-4 py-10"
      query={request}
      notFound={!maintenanceId}
      notFoundTitle={t('bookingDone.missing')}
      notFoundBody={t('bookingDone.missingBody')}
      notFoundAction={toList}
      title={t('bookingDone.title')}
      loadingTitle={t('bookingDone.waitingTitle')}
      loadingText={t('bookingDone.waitingBody')}
      loadFailed={t('bookingDone.loadFailed')}
      retryLabel={t('bookingDone.retry')}
    >
      {(data) => {
        if (data.status === 'booked') return <Booked request={data} />;
        if (closed || paymentFailed) {
          return (
            <>
              <h1 className="text-2xl font-bold text-slate-900">{t('bookingDone.failedTitle')}</h1>
              <Alert tone="error" action={<div className="flex flex-wrap gap-2">{toRequest}</div>}>
                {t('bookingDone.failedBody')}
              </Alert>
            </>
          );
        }
        if (!patient) {
          return (
            <>
              <h1 className="text-2xl font-bold text-slate-900">{t('bookingDone.slowTitle')}</h1>
              <Alert
                tone="warning"
                action={
                  <div className="flex flex-wrap gap-2">
                    <Button
                      onClick={() => {
                        setPatient(true);
                        void refetch();
                      }}
                    >
                      {t('bookingDone.checkAgain')}
                    </Button>
                    {toRequest}
                  </div>
                }
              >
                {t('bookingDone.slowBody')}
              </Alert>
            </>
          );
        }
        return <PageWaiting title={t('bookingDone.waitingTitle')}>{t('bookingDone.waitingBody')}</PageWaiting>;
      }}
    </RecordPage>
  );
}

export default BookingSuccessfulPage;
