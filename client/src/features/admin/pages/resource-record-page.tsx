import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AdminRecordDto, AdminRelatedDto, AdminResourceDescription } from '@fleetcare/shared';
import { lineLinkClass } from '../../../components/ui/text-link.ts';
import { formatNumber } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useResourceRecord } from '../api/resources.ts';
import { ActionButton } from '../components/action-dialog.tsx';
import { FieldValue, shortId } from '../components/field-value.tsx';
import { PanelPageHeader } from '../components/panel-page-header.tsx';
import { ResourceTable } from '../components/resource-table.tsx';
import { ResourceUnavailable } from '../components/resource-unavailable.tsx';
import { AdminLoadError, LoadingRows } from '../components/states.tsx';
import { useResourceDescription } from '../lib/panel-context.ts';
import { useResourceText } from '../lib/resource-text.ts';
import { adminFilteredListPath, adminListPath } from '../paths.ts';

/** Every field of the record, labelled, as its type reads. */
function RecordFields({ description, record }: { description: AdminResourceDescription; record: AdminRecordDto }) {
  const { t } = useTranslation('admin');
  const text = useResourceText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('record.details')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {description.fields.map((field) => (
          <div
            key={field.key}
            className={`min-w-0 ${field.type === 'json' || field.type === 'markdown' ? 'sm:col-span-2' : ''}`}
          >
            <dt className="text-sm font-medium text-slate-500">{text.field(description.name, field.key)}</dt>
            <dd className="mt-0.5 break-words text-slate-900">
              <FieldValue resource={description.name} field={field} value={record.record[field.key]} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Records of another resource that belong to this one: the first few, and a link to all of them in their list. */
function RelatedSection({ resource, related }: { resource: string; related: AdminRelatedDto }) {
  const { t, i18n } = useTranslation('admin');
  const text = useResourceText();
  const headingId = useId();
  const description = useResourceDescription(related.resource);
  const title = text.relation(resource, related.relation);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}{' '}
          <span className="text-sm font-normal text-slate-500">
            ({formatNumber(related.total, i18n.resolvedLanguage)})
          </span>
        </h2>
        {description && related.total > 0 && (
          <Link to={adminFilteredListPath(related.resource, related.filter)} className={`${lineLinkClass} text-sm`}>
            {t('record.seeAll', { count: related.total })}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
      {related.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-4 text-sm text-slate-600">
          {t('record.noneRelated')}
        </p>
      ) : description ? (
        <ResourceTable description={description} rows={related.rows} label={title} withFiles />
      ) : (
        <p className="text-sm text-slate-600">{t('record.relatedHidden')}</p>
      )}
    </section>
  );
}

function ResourceRecord({ description, recordId }: { description: AdminResourceDescription; recordId: string }) {
  const { t } = useTranslation('admin');
  const text = useResourceText();
  const name = description.name;
  const record = useResourceRecord(name, recordId);
  const data = record.data;
  const title = data ? data.title || shortId(data.record._id) : text.one(name);
  usePageMeta(title);
  const back = { to: adminListPath(name), label: t('record.backTo', { resource: text.title(name) }) };
  const actions = data
    ? description.actions.filter((action) => action.scope === 'record' && data.actions.includes(action.name))
    : [];

  return (
    <>
      <PanelPageHeader
        back={back}
        eyebrow={text.one(name)}
        title={title}
        actions={
          data && actions.length > 0
            ? actions.map((action) => (
                <ActionButton key={action.name} resource={name} action={action} record={data.record} />
              ))
            : undefined
        }
      />
      {record.isPending ? (
        <LoadingRows label={t('record.loading')} rows={8} />
      ) : record.isError ? (
        <AdminLoadError title={t('record.loadError')} error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <div className="space-y-8">
          <RecordFields description={description} record={record.data} />
          {record.data.related.map((related) => (
            <RelatedSection key={related.relation} resource={name} related={related} />
          ))}
        </div>
      )}
    </>
  );
}

/** /admin-panel/resources/:resource/:recordId/show: every field, the related records and the actions that apply. */
export function ResourceRecordPage() {
  const { resource, recordId } = useParams();
  const description = useResourceDescription(resource);
  if (!description || !recordId) return <ResourceUnavailable />;
  return <ResourceRecord key={`${description.name}/${recordId}`} description={description} recordId={recordId} />;
}

export default ResourceRecordPage;
