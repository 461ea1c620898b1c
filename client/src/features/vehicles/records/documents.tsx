import { FilePlus } from 'lucide-react';
import { lagosToday, type VehicleDocumentDto, type VehicleDto } from '@fleetcare/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useDeleteDocument, useDocuments } from '../api/documents.ts';
import { errorText } from '../../../lib/error-text.ts';
import { DocumentCard } from './documents/document-card.tsx';
import { DocumentForm } from './documents/document-form.tsx';
import { documentName } from './documents/document-text.ts';
import { EmptyState, LoadMore, RecordsError, RecordsSkeleton } from './parts/states.tsx';

type Panel = { kind: 'add' } | { kind: 'edit'; document: VehicleDocumentDto } | null;

/**
 * The vehicle page's papers (licence, roadworthiness, insurance, ...): each with its expiry in words and a badge,
 * its file; adding, changing and deleting them. Reminders go out 30, 7 and 1 day before a paper expires.
 */
export function DocumentsSection({ vehicle }: { vehicle: VehicleDto }) {
  const { t } = useTranslation(['vehicle-records', 'errors']);
  const headingId = useId();
  const canEdit = vehicle.access !== 'view' && !vehicle.archived;
  const documents = useDocuments(vehicle._id);
  const remove = useDeleteDocument(vehicle._id);
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<VehicleDocumentDto | null>(null);
  const today = lagosToday(new Date());
  const items = documents.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    const name = documentName(t, deleting);
    remove.mutate(deleting._id, {
      onSuccess: () => {
        setDeleting(null);
        showToast(t('documents.deleted', { name }));
      },
      onError: (error) => {
        setDeleting(null);
        showToast(errorText(t, error), 'error');
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('documents.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('documents.intro')}</p>
      </div>

      {canEdit && panel === null && (
        <Button onClick={() => setPanel({ kind: 'add' })} className="w-full sm:w-auto">
          <FilePlus className="size-4" aria-hidden />
          {t('documents.add')}
        </Button>
      )}
      {panel?.kind === 'add' && <DocumentForm vehicle={vehicle} onDone={() => setPanel(null)} />}
      {panel?.kind === 'edit' && (
        <DocumentForm vehicle={vehicle} document={panel.document} onDone={() => setPanel(null)} />
      )}

      {documents.isPending ? (
        <RecordsSkeleton rows={2} label={t('documents.loading')} />
      ) : documents.isError ? (
        <RecordsError
          error={documents.error}
          onRetry={() => void documents.refetch()}
          title={t('documents.loadFailed')}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('documents.emptyTitle')}>
          {canEdit ? t('documents.emptyBody') : t('documents.emptyBodyViewer')}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((document) => (
              <li key={document._id}>
                <DocumentCard
                  document={document}
                  today={today}
                  onEdit={canEdit ? () => setPanel({ kind: 'edit', document }) : undefined}
                  onDelete={canEdit ? () => setDeleting(document) : undefined}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={documents.hasNextPage}
            loading={documents.isFetchingNextPage}
            onLoad={() => void documents.fetchNextPage()}
            label={t('loadMore')}
          />
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('documents.deleteTitle', { name: deleting ? documentName(t, deleting) : '' })}
        description={t('documents.deleteBody')}
        confirmLabel={t('documents.deleteConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        danger
      />
    </section>
  );
}

export default DocumentsSection;
