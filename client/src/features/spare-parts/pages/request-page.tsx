import {
  CalendarClock,
  CalendarDays,
  CarFront,
  ChevronLeft,
  ClipboardList,
  Hourglass,
  MapPin,
  Pencil,
  Store,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  buildPath,
  canSparePartRequestTransition,
  formatCalendarDate,
  formatInstant,
  leadsToScreen,
  screens,
  sparePartRequestEditRules,
  type SparePartRequestDto,
} from '@fleetcare/shared';
import { areaLabel } from '../../../components/address/address-value.ts';
import { CallError } from '../../../components/form/form-status.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useCancelSparePartRequest, useSparePartRequest } from '../api/spare-part-requests.ts';
import { CheckoutReturn } from '../components/checkout-return.tsx';
import { ItemDetails } from '../components/item-details.tsx';
import { OrderSection } from '../components/order-section.tsx';
import { RequestStatusBadge } from '../components/request-status-badge.tsx';
import { vehicleLabel } from '../lib/request-labels.ts';
import { editRequestPath, requestQuotationsPath, requestsPath } from '../paths.ts';

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-600">
        <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
        {label}
      </dt>
      <dd className="mt-0.5 break-words pl-7 text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The link to the quotations suppliers sent for this request. It shows once the quotations screen is in the shared
 * screens table, and never before: a link to a screen that does not exist is a dead end.
 */
function QuotationsLink({ request }: { request: SparePartRequestDto }) {
  const { t } = useTranslation('spare-parts');
  const to = requestQuotationsPath(request._id);
  if (request.status === 'draft' || !leadsToScreen(to)) return null;
  return (
    <ButtonLink to={to} size="lg" className="w-full sm:w-auto">
      {t('show.quotations')}
    </ButtonLink>
  );
}

function RequestFacts({ request }: { request: SparePartRequestDto }) {
  const { t, i18n } = useTranslation('spare-parts');
  const language = i18n.language;
  const address = request.address;
  return (
    <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
      <Fact icon={CarFront} label={t('show.vehicle')}>
        {vehicleLabel(request) ?? t('show.notGiven')}
        {request.vehicle?.vin && (
          <span className="block text-sm text-slate-600">{t('show.vin', { vin: request.vehicle.vin })}</span>
        )}
      </Fact>
      <Fact icon={MapPin} label={t('show.address')}>
        {address ? (
          <>
            {areaLabel(address)}
            {address.landmark && <span className="block text-sm text-slate-600">{address.landmark}</span>}
          </>
        ) : (
          t('show.notGiven')
        )}
      </Fact>
      <Fact icon={CalendarDays} label={t('show.neededBy')}>
        {request.neededBy ? formatCalendarDate(request.neededBy, language) : t('show.notGiven')}
      </Fact>
      {request.status !== 'draft' && (
        <Fact icon={Store} label={t('show.invited')}>
          <span data-testid="invited-suppliers">{t('show.invitedCount', { count: request.invitedSuppliers })}</span>
        </Fact>
      )}
      {request.submittedAt && (
        <Fact icon={CalendarClock} label={t('show.submittedAt')}>
          {formatInstant(request.submittedAt, language)}
        </Fact>
      )}
      {request.expiresAt && (request.status === 'open' || request.status === 'quoted') && (
        <Fact icon={Hourglass} label={t('show.expiresAt')}>
          {formatInstant(request.expiresAt, language)}
        </Fact>
      )}
      {request.canceledAt && (
        <Fact icon={XCircle} label={t('show.canceledAt')}>
          {formatInstant(request.canceledAt, language)}
        </Fact>
      )}
      {request.maintenanceId && (
        <Fact icon={ClipboardList} label={t('show.job')}>
          <Link
            to={buildPath(screens.maintenanceDetails, { maintenanceId: request.maintenanceId })}
            className="font-medium text-brand-800 underline"
          >
            {t('show.openJob')}
          </Link>
        </Fact>
      )}
    </dl>
  );
}

/** What the request's status says to its customer, under the heading. */
function StatusNote({ request }: { request: SparePartRequestDto }) {
  const { t } = useTranslation('spare-parts');
  return <p className="mt-2 text-slate-600">{t(`show.notes.${request.status}`)}</p>;
}

/**
 * /dashboard/spare-parts/spare-part-requests/show/:sparePartRequestId: one of the customer's requests: where it
 * stands, the vehicle, where and by when, the parts, how many suppliers were asked and when it expires; a draft is
 * edited from here, an open or quoted one may be called off (free, after a confirmation); once paid, its order.
 */
export function RequestPage() {
  const { t } = useTranslation('spare-parts');
  usePageMeta(t('show.title'));
  const { sparePartRequestId = '' } = useParams();
  const request = useSparePartRequest(sparePartRequestId);
  const cancel = useCancelSparePartRequest();
  const [confirmCancel, setConfirmCancel] = useState(false);

  const back = (
    <Link
      to={requestsPath}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
    >
      <ChevronLeft className="size-4" aria-hidden />
      {t('show.back')}
    </Link>
  );

  if (request.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        {back}
        <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
          <Spinner />
          {t('show.loading')}
        </p>
      </div>
    );
  }
  if (request.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
        {back}
        <LoadError
          title={t('show.loadError')}
          error={request.error}
          retryLabel={t('retry')}
          onRetry={() => void request.refetch()}
        />
      </div>
    );
  }
  const current = request.data;
  const cancelable = canSparePartRequestTransition('cancel', current.status, 'customer');
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        {back}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('show.title')}</h1>
          <RequestStatusBadge status={current.status} />
        </div>
        <StatusNote request={current} />
      </div>

      <CheckoutReturn requestId={current._id} />
      <OrderSection request={current} />

      <RequestFacts request={current} />

      <section aria-labelledby="request-parts" className="space-y-3">
        <h2 id="request-parts" className="text-lg font-semibold text-slate-900">
          {t('show.parts', { count: current.items.length })}
        </h2>
        {current.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-slate-600">
            {t('items.none')}
          </p>
        ) : (
          <ul className="space-y-3">
            {current.items.map((item) => (
              <li key={item._id} className="rounded-xl border border-slate-200 bg-white p-4">
                <ItemDetails item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <CallError error={cancel.error} />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        {sparePartRequestEditRules[current.status].edit && (
          <ButtonLink to={editRequestPath(current._id)} size="lg" className="w-full sm:w-auto">
            <Pencil className="size-4" aria-hidden />
            {t('show.edit')}
          </ButtonLink>
        )}
        <QuotationsLink request={current} />
        {cancelable && (
          <Button variant="secondary" size="lg" className="text-red-700" onClick={() => setConfirmCancel(true)}>
            <XCircle className="size-4" aria-hidden />
            {t('show.cancel')}
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        danger
        title={t('show.cancelTitle')}
        description={t('show.cancelBody', { count: current.invitedSuppliers })}
        confirmLabel={t('show.cancelConfirm')}
        cancelLabel={t('show.keep')}
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(current._id, {
            onSuccess: () => showToast(t('show.canceled')),
            onSettled: () => setConfirmCancel(false),
          })
        }
      />
    </div>
  );
}

export default RequestPage;
