import { ArrowLeft, Pencil, SearchX, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  MAINTENANCE_LIMITS,
  QUOTATION_LIMITS,
  type MaintenanceRequestDto,
  type MaintenanceStatus,
  type QuotationDto,
} from '@fleetcare/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useLiveSync } from '../../../lib/live/live-cache.ts';
import { usePayForMaintenanceServices } from '../api/booking.ts';
import { useCancelMaintenance, useMaintenance } from '../api/maintenance-requests.ts';
import { useDeclineQuotation, useMaintenanceQuotations } from '../api/quotations.ts';
import { BookedTechnician } from '../components/details/booked-technician.tsx';
import { JobSection } from '../components/details/job-section.tsx';
import { PayDialog, type PaymentChoice } from '../../../components/payment/pay-dialog.tsx';
import { QuotationComparison } from '../components/details/quotation-comparison.tsx';
import { ReasonDialog } from '../components/details/reason-dialog.tsx';
import { nextStepKey, RequestFacts } from '../components/details/request-summary.tsx';
import { JobPanel } from '../components/job/job-panel.tsx';
import { RequestStatusChip } from '../components/request-status.tsx';
import { bookingSuccessfulPath, checkoutNavigation, editRequestPath, REQUESTS_PATH } from '../lib/request-links.ts';
import { syncRequests } from '../live/live-bookings.ts';

const editable: readonly MaintenanceStatus[] = ['draft', 'open', 'quoted'];
const bookable: readonly MaintenanceStatus[] = ['open', 'quoted'];
/** While the job is under way the customer sees whom they booked and their phone. */
const withTechnician: readonly MaintenanceStatus[] = [
  'booked',
  'en-route',
  'arrived',
  'in-progress',
  'work-done',
  'disputed',
];

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
      <Spinner />
      {label}
    </p>
  );
}

/** The request's quotations, compared, with Decline and "Accept and pay" on each live one. */
function Quotations({ request }: { request: MaintenanceRequestDto }) {
  const { t, i18n } = useTranslation('maintenance');
  const navigate = useNavigate();
  const quotations = useMaintenanceQuotations(request._id);
  const decline = useDeclineQuotation();
  const pay = usePayForMaintenanceServices();
  const [declining, setDeclining] = useState<QuotationDto>();
  const [paying, setPaying] = useState<QuotationDto>();

  const payWith = (quotation: QuotationDto, choice: PaymentChoice) =>
    pay.mutate(
      { maintenanceId: request._id, quotationId: quotation._id, ...choice },
      {
        onSuccess: (booking) => {
          if (booking.status === 'booked') {
            void navigate(bookingSuccessfulPath(request._id));
            return;
          }
          const url = booking.payment?.authorizationUrl;
          if (url) checkoutNavigation.assign(url);
          else void navigate(bookingSuccessfulPath(request._id, booking.payment?.reference));
        },
      },
    );

  return (
    <section aria-labelledby="quotations-title" className="space-y-3">
      <h2 id="quotations-title" className="text-lg font-semibold text-slate-900">
        {t('show.quotations.title')}
      </h2>
      {quotations.isPending ? (
        <Loading label={t('show.quotations.loading')} />
      ) : quotations.isError ? (
        <LoadError
          title={t('show.quotations.loadFailed')}
          error={quotations.error}
          onRetry={() => void quotations.refetch()}
          retryLabel={t('show.retry')}
        />
      ) : (
        <QuotationComparison
          quotations={quotations.data}
          timeZone={request.timeZone}
          canBook={bookable.includes(request.status)}
          onAccept={(quotation) => {
            pay.reset();
            setPaying(quotation);
          }}
          onDecline={(quotation) => {
            decline.reset();
            setDeclining(quotation);
          }}
        />
      )}
      <ReasonDialog
        open={declining !== undefined}
        onOpenChange={(open) => !open && setDeclining(undefined)}
        title={t('show.declineDialog.title', { name: declining?.technician.name ?? '' })}
        description={t('show.declineDialog.body')}
        reasonLabel={t('show.declineDialog.reason')}
        confirmLabel={t('show.declineDialog.confirm')}
        cancelLabel={t('show.declineDialog.keep')}
        maxLength={QUOTATION_LIMITS.declineReasonMax}
        pending={decline.isPending}
        error={decline.error}
        onConfirm={(reason) => {
          if (!declining) return;
          decline.mutate(
            { quotationId: declining._id, body: { reason } },
            { onSuccess: () => setDeclining(undefined) },
          );
        }}
      />
      {paying && (
        <PayDialog
          total={paying.totals.total}
          title={t('show.payDialog.title', { name: paying.technician.name })}
          description={t('show.payDialog.body', { amount: formatMoney(paying.totals.total, i18n.resolvedLanguage) })}
          open
          onOpenChange={(open) => !open && setPaying(undefined)}
          pending={pay.isPending}
          error={pay.error}
          onPay={(choice) => payWith(paying, choice)}
        />
      )}
    </section>
  );
}

/** Edit (while the request may change) and Cancel (free before booking, with an optional reason). */
function RequestActions({ request }: { request: MaintenanceRequestDto }) {
  const { t } = useTranslation('maintenance');
  const cancel = useCancelMaintenance();
  const [canceling, setCanceling] = useState(false);
  if (!editable.includes(request.status)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={editRequestPath(request._id)} className={buttonClass('secondary', 'md')}>
        <Pencil className="size-4" aria-hidden />
        {t('show.edit')}
      </Link>
      <Button
        variant="secondary"
        onClick={() => {
          cancel.reset();
          setCanceling(true);
        }}
      >
        <XCircle className="size-4" aria-hidden />
        {t('show.cancel')}
      </Button>
      <ReasonDialog
        open={canceling}
        onOpenChange={setCanceling}
        title={t('show.cancelDialog.title')}
        description={t('show.cancelDialog.body')}
        reasonLabel={t('show.cancelDialog.reason')}
        confirmLabel={t('show.cancelDialog.confirm')}
        cancelLabel={t('show.cancelDialog.keep')}
        maxLength={MAINTENANCE_LIMITS.cancelReasonMax}
        pending={cancel.isPending}
        error={cancel.error}
        onConfirm={(reason) =>
          cancel.mutate(
            { maintenanceId: request._id, body: { reason } },
            {
              onSuccess: () => {
                setCanceling(false);
                showToast(t('show.cancelDialog.done'));
              },
            },
          )
        }
      />
    </div>
  );
}

/**
 * /dashboard/maintenance/show/:maintenanceId: one request of the customer: where it stands and what happens next,
 * what was asked, Edit and Cancel while it may change, its quotations compared with Decline and "Accept and pay",
 * the booked technician once booked, and the job after booking ("Your job"). Bookings notifications arriving live
 * refresh the request, its quotations and its surcharges. A request that is not the caller's (404) is, for a
 * technician (`viewerIsTechnician`), the job they were booked for: the technician's job view shows instead. Once
 * the job is completed, `jobReview` (the page's composition: the reviews feature's card) follows the job.
 */
export function MaintenanceDetailsPage({
  viewerIsTechnician = false,
  jobReview,
}: {
  viewerIsTechnician?: boolean;
  jobReview?: (request: MaintenanceRequestDto) => ReactNode;
}) {
  const { t } = useTranslation('maintenance');
  const { maintenanceId = '' } = useParams();
  useLiveSync(syncRequests);
  const request = useMaintenance(maintenanceId);
  const missing = isApiError(request.error) && (request.error.status === 404 || request.error.status === 400);
  const back = (
    <Link to={REQUESTS_PATH} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800">
      <ArrowLeft className="size-4" aria-hidden />
      {t('show.back')}
    </Link>
  );

  if (missing && viewerIsTechnician && isApiError(request.error) && request.error.status === 404) {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('job.title')}</h1>
        <JobPanel maintenanceId={maintenanceId.toLowerCase()} />
      </div>
    );
  }

  if (missing) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState size="page" headingLevel={1} tone="muted" icon={SearchX} title={t('show.notFound')} action={back}>
          {t('show.notFoundBody')}
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
      {back}
      {request.isPending ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{t('show.title')}</h1>
          <Loading label={t('show.loading')} />
        </>
      ) : request.isError ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{t('show.title')}</h1>
          <LoadError
            title={t('show.loadFailed')}
            error={request.error}
            onRetry={() => void request.refetch()}
            retryLabel={t('show.retry')}
          />
        </>
      ) : (
        <RequestView request={request.data} jobReview={jobReview} />
      )}
    </div>
  );
}

function RequestView({
  request,
  jobReview,
}: {
  request: MaintenanceRequestDto;
  jobReview: ((request: MaintenanceRequestDto) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('maintenance');
  return (
    <>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold text-slate-900">{request.vehicle.label}</h1>
          <RequestStatusChip status={request.status} />
        </div>
        <p className="text-slate-700">{t(nextStepKey(request), { count: request.techniciansAsked })}</p>
        <RequestActions request={request} />
      </header>
      {request.job && <JobSection request={request} job={request.job} />}
      {request.status === 'completed' && jobReview?.(request)}
      {withTechnician.includes(request.status) && request.technician && (
        <BookedTechnician technician={request.technician} />
      )}
      {request.status !== 'draft' && <Quotations request={request} />}
      <section aria-labelledby="request-facts" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="request-facts" className="sr-only">
          {t('show.title')}
        </h2>
        <RequestFacts request={request} />
      </section>
    </>
  );
}

export default MaintenanceDetailsPage;
