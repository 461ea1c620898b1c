import { ExternalLink } from 'lucide-react';
import type { VehicleDocumentDto } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../../lib/format.ts';
import { DueBadge, dueEdges } from '../../../../components/ui/due-badge.tsx';
import { CardActions } from '../parts/card-actions.tsx';
import { formatFileSize } from '../parts/file-checks.ts';
import { documentName, expiryText } from './document-text.ts';

/** A paper: its kind, number, validity in words with a badge, its file to open; edit and delete for editors. */
export function DocumentCard({
  document,
  today,
  onEdit,
  onDelete,
}: {
  document: VehicleDocumentDto;
  today: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation('vehicle-records');
  const language = i18n.resolvedLanguage;
  const name = documentName(t, document);
  return (
    <article
      aria-label={name}
      className={`rounded-xl border border-l-4 border-slate-200 bg-white p-4 ${dueEdges[document.dueState]}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        <DueBadge state={document.dueState} label={t(`documents.state.${document.dueState}`)} />
      </div>
      {document.type !== 'other' && document.title && <p className="text-sm text-slate-700">{document.title}</p>}
      <p className="mt-1 text-sm font-medium text-slate-800">{expiryText(t, document, today, language)}</p>
      <p className="text-sm text-slate-600">
        {[
          document.number ? t('documents.number', { number: document.number }) : null,
          document.issuedOn ? t('documents.issued', { date: formatCalendarDate(document.issuedOn, language) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="mt-2">
        {document.file ? (
          <a
            href={document.file.url}
            target="_blank"
            rel="noreferrer"
            className="-mx-2 inline-flex min-h-9 max-w-full items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <ExternalLink className="size-4 shrink-0" aria-hidden />
            <span className="truncate">
              {t('documents.openFile', {
                name: document.file.name,
                size: formatFileSize(document.file.size, language),
              })}
            </span>
          </a>
        ) : (
          <p className="text-sm text-slate-500">{t('documents.noFile')}</p>
        )}
      </div>
      <CardActions
        className="mt-2"
        onEdit={onEdit}
        onDelete={onDelete}
        editLabel={t('documents.editNamed', { name })}
        deleteLabel={t('documents.deleteNamed', { name })}
      />
    </article>
  );
}
