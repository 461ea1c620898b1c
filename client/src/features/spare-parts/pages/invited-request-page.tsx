import { CalendarDays, CarFront, ChevronLeft, Hourglass, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  formatCalendarDate,
  formatInstant,
  leadsToScreen,
  sparePartRequestQuotingStatuses,
  type InvitedSparePartRequestDto,
} from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatKm } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useInvitedRequest } from '../api/invitations.ts';
import { ApprovedSupplierGate } from '../components/approved-supplier-gate.tsx';
import { invitationArea } from '../components/invitation-card.tsx';
import { ItemDetails } from '../components/item-details.tsx';
import { SupplierOrder } from '../components/supplier-order.tsx';
import { vehicleLabel } from '../lib/request-labels.ts';
import { createQuotationPath, invitationsPath } from '../paths.ts';

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
 * The way to quote on the request while it takes quotations: it shows once the quotation form's screen is in the
 * shared screens table.
 */
function QuoteButton({ request }: { request: InvitedSparePartRequestDto }) {
  const { t } = useTranslation('spare-parts');
  const to = createQuotationPath(request._id);
  if (!sparePartRequestQuotingStatuses.includes(request.status) || !leadsToScreen(to)) return null;
  return (
    <ButtonLink to={to} size="lg" className="w-full sm:w-auto">
      {t('invited.quote')}
    </ButtonLink>
  );
}

/** The statuses after one supplier was paid: only that supplier's view carries the order. */
const paidStatuses: readonly InvitedSparePartRequestDto['status'][] = ['paid', 'dispatched', 'delivered', 'completed'];

function InvitedRequest() {
  const { t, i18n } = useTranslation('spare-parts');
  const language = i18n.language;
  const { sparePartRequestId = '' } = useParams();
  const request = useInvitedRequest(sparePartRequestId);
  if (request.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
        <Spinner />
        {t('invited.loading')}
      </p>
    );
  }
  if (request.isError) {
    return (
      <LoadError
        title={t('invited.loadError')}
        error={request.error}
        retryLabel={t('retry')}
        onRetry={() => void request.refetch()}
      />
    );
  }
  const current = request.data;
  const lost = !current.order && paidStatuses.includes(current.status);
  return (
    <div className="space-y-6">
      {current.order && current.delivery && (
        <SupplierOrder request={current} order={current.order} delivery={current.delivery} />
      )}
      {lost && (
        <Alert tone="info" title={t('supplierOrder.lostTitle')}>
          {t('supplierOrder.lostBody')}
        </Alert>
      )}
      <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <Fact icon={MapPin} label={t('invited.area')}>
          <span data-testid="invited-area">{invitationArea(current)}</span>
          <span className="block text-sm text-slate-600">
            {t('invitations.distance', { distance: formatKm(current.distanceKm, language) })}
          </span>
        </Fact>
        <Fact icon={CarFront} label={t('show.vehicle')}>
          {vehicleLabel(current) ?? t('show.notGiven')}
          {current.vehicle?.vin && (
            <span className="block text-sm text-slate-600">{t('show.vin', { vin: current.vehicle.vin })}</span>
          )}
        </Fact>
        <Fact icon={CalendarDays} label={t('show.neededBy')}>
          {current.neededBy ? formatCalendarDate(current.neededBy, language) : t('show.notGiven')}
        </Fact>
        {current.expiresAt && sparePartRequestQuotingStatuses.includes(current.status) && (
          <Fact icon={Hourglass} label={t('show.expiresAt')}>
            {formatInstant(current.expiresAt, language)}
          </Fact>
        )}
      </dl>
      {!current.delivery && !lost && <p className="text-sm text-slate-600">{t('invited.privacy')}</p>}
      <section aria-labelledby="invited-parts" className="space-y-3">
        <h2 id="invited-parts" className="text-lg font-semibold text-slate-900">
          {t('show.parts', { count: current.items.length })}
        </h2>
        <ul className="space-y-3">
          {current.items.map((item) => (
            <li key={item._id} className="rounded-xl border border-slate-200 bg-white p-4">
              <ItemDetails item={item} />
            </li>
          ))}
        </ul>
      </section>
      <div className="flex justify-end">
        <QuoteButton request={current} />
      </div>
    </div>
  );
}

/**
 * /dashboard/spare-parts/my-quotations/show-request/:sparePartRequestId: a request the supplier is invited to, as
 * they may read it before payment: the area and distance (never the customer, the street or the landmark), the
 * vehicle, the parts with the grades accepted, needed by and expiring when. Once the customer paid this supplier,
 * the order with the delivery address and the customer (and its dispatch and delivery); any other supplier reads
 * that they were not chosen.
 */
export function InvitedRequestPage() {
  const { t } = useTranslation('spare-parts');
  usePageMeta(t('invited.title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <Link
          to={invitationsPath}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
        >
          <ChevronLeft className="size-4" aria-hidden />
          {t('invited.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t('invited.title')}</h1>
      </div>
      <ApprovedSupplierGate>
        <InvitedRequest />
      </ApprovedSupplierGate>
    </div>
  );
}

export default InvitedRequestPage;
