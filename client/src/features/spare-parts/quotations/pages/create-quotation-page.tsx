import { useQueryClient } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  sparePartRequestQuotingStatuses,
  type InvitedSparePartRequestDto,
  type SupplierSparePartQuotationDto,
} from '@fleetcare/shared';
import { Alert } from '../../../../components/ui/alert.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { formatCalendarDate, formatKm } from '../../../../lib/format.ts';
import { usePageMeta } from '../../../../lib/page-meta.ts';
import { quotationKeys, useInvitedRequest, useOwnQuotationFor, useSubmitQuotation } from '../api/quotations.ts';
import { QuotationNotFound } from '../components/not-found-state.tsx';
import { QuotationForm } from '../components/quotation-form.tsx';
import { QuotationStatusBadge } from '../components/quotation-status-badge.tsx';
import { QuotationSummary } from '../components/quotation-summary.tsx';
import { areaText, vehicleText } from '../lib/labels.ts';
import { invitationsPath, submittedQuotationsPath } from '../paths.ts';

/** What the submitted list shows after a quotation was sent. */
export interface QuotationSentState {
  sent: { revision: number };
}

function RequestHeader({ request }: { request: InvitedSparePartRequestDto }) {
  const { t, i18n } = useTranslation('spare-part-quotations');
  const language = i18n.resolvedLanguage;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">{vehicleText(request) || t('form.noVehicle')}</p>
      <p className="mt-1 flex items-start gap-1.5">
        <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
        <span>
          {t('form.area', { area: areaText(request.area) })} ·{' '}
          {t('form.distance', { distance: formatKm(Math.round(request.distanceKm), language) })}
        </span>
      </p>
      {request.neededBy && (
        <p className="mt-1">{t('form.neededBy', { date: formatCalendarDate(request.neededBy, language) })}</p>
      )}
    </div>
  );
}

/** Why the form is not offered: the quotation was paid, or the request takes no more quotations. */
function ReadOnly({
  request,
  quotation,
}: {
  request: InvitedSparePartRequestDto;
  quotation: SupplierSparePartQuotationDto | null;
}) {
  const { t } = useTranslation('spare-part-quotations');
  const reason =
    quotation?.status === 'accepted'
      ? t('form.readOnly.accepted')
      : t('form.readOnly.closed', { status: t(`requestStatus.${request.status}`) });
  return (
    <div className="space-y-4">
      <Alert tone="info">{reason}</Alert>
      {quotation && <QuotationSummary quotation={quotation} />}
    </div>
  );
}

/**
 * /dashboard/spare-parts/my-quotations/create-quotation/:sparePartRequestId: the supplier's quotation for a request
 * they were invited to, first or revised. A paid quotation, or a request that takes no more, is shown read only.
 */
export function CreateQuotationPage() {
  const { sparePartRequestId = '' } = useParams();
  const { t } = useTranslation('spare-part-quotations');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = useInvitedRequest(sparePartRequestId);
  const own = useOwnQuotationFor(sparePartRequestId);
  const submitQuotation = useSubmitQuotation();
  const quotation = own.quotation ?? null;
  // The title waits for the supplier's quotations: it says whether this is a first quotation or a revision.
  const title = own.quotation === undefined ? t('form.loadingTitle') : t(quotation ? 'form.reviseTitle' : 'form.title');
  usePageMeta(title);

  if (request.isError && isApiError(request.error) && request.error.status === 404) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <QuotationNotFound backTo={invitationsPath} backLabel={t('notFound.toInvitations')} />
      </div>
    );
  }
  const failed = request.isError ? request : own.isError ? own : undefined;
  let body;
  if (failed) {
    body = (
      <LoadError
        title={t('form.loadError')}
        error={failed.error}
        retryLabel={t('retry')}
        onRetry={() => {
          if (request.isError) void request.refetch();
          if (own.isError) void own.refetch();
        }}
      />
    );
  } else if (!request.data || own.quotation === undefined) {
    body = (
      <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
        <Spinner />
        {t('form.loading')}
      </p>
    );
  } else {
    const takesQuotations = sparePartRequestQuotingStatuses.includes(request.data.status);
    const editable = takesQuotations && quotation?.status !== 'accepted';
    body = (
      <div className="space-y-6">
        <RequestHeader request={request.data} />
        {editable ? (
          <QuotationForm
            request={request.data}
            quotation={quotation}
            onSubmit={(input) => submitQuotation.mutateAsync(input)}
            onSent={(sent) => {
              const state: QuotationSentState = { sent: { revision: sent.revision } };
              void navigate(submittedQuotationsPath, { state });
            }}
            onConflict={() => void queryClient.invalidateQueries({ queryKey: quotationKeys.all })}
          />
        ) : (
          <ReadOnly request={request.data} quotation={quotation} />
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {quotation && (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="quotation-revision">
            <span>{t('form.revision', { revision: quotation.revision })}</span>
            <QuotationStatusBadge quotation={quotation} />
          </p>
        )}
        {own.quotation !== undefined && (
          <p className="mt-2 text-slate-600">
            {quotation
              ? t('form.reviseIntro', { revision: quotation.revision, next: quotation.revision + 1 })
              : t('form.intro')}
          </p>
        )}
      </div>
      {body}
    </div>
  );
}

export default CreateQuotationPage;
