import { ChevronLeft, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { sparePartRequestEditRules } from '@fleetcare/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSparePartRequest } from '../api/spare-part-requests.ts';
import { RequestEditor } from '../components/request-editor.tsx';
import { RequestStatusBadge } from '../components/request-status-badge.tsx';
import { requestPath } from '../paths.ts';

/**
 * /dashboard/spare-parts/spare-part-requests/edit/:sparePartRequestId: the draft form on a saved draft. Once sent,
 * suppliers quote on exactly what was sent: a request past its draft is not changed here, its page is offered.
 */
export function EditRequestPage() {
  const { t } = useTranslation('spare-parts');
  usePageMeta(t('form.editTitle'));
  const { sparePartRequestId = '' } = useParams();
  const request = useSparePartRequest(sparePartRequestId);
  // A draft this form sent stays in the form until its page opens (the cache holds it as open a moment before).
  const [editing, setEditing] = useState(false);
  if (!editing && request.data && sparePartRequestEditRules[request.data.status].edit) setEditing(true);

  let content;
  if (request.isPending) {
    content = (
      <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
        <Spinner />
        {t('form.loading')}
      </p>
    );
  } else if (request.isError) {
    content = (
      <LoadError
        title={t('form.loadError')}
        error={request.error}
        retryLabel={t('retry')}
        onRetry={() => void request.refetch()}
      />
    );
  } else if (!editing) {
    content = (
      <EmptyState
        icon={Lock}
        title={t('form.sentTitle')}
        action={
          <ButtonLink to={requestPath(request.data._id)} variant="secondary">
            {t('form.openRequest')}
          </ButtonLink>
        }
      >
        {t('form.sentBody')}
      </EmptyState>
    );
  } else {
    content = <RequestEditor key={request.data._id} initial={request.data} />;
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link
        to={requestPath(sparePartRequestId)}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {t('form.backToRequest')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('form.editTitle')}</h1>
        {request.data && <RequestStatusBadge status={request.data.status} />}
      </div>
      <div className="mt-6">{content}</div>
    </div>
  );
}

export default EditRequestPage;
