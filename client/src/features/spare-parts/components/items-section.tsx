import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPARE_PART_REQUEST_LIMITS as L, type SparePartRequestDto } from '@fleetcare/shared';
import { CallError } from '../../../components/form/form-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useAddSparePartItem, useDeleteSparePartItem, useUpdateSparePartItem } from '../api/spare-part-requests.ts';
import { emptyItemValues, itemValuesOf } from '../lib/request-values.ts';
import { ItemDetails } from './item-details.tsx';
import { ItemForm } from './item-form.tsx';

/**
 * The parts of a draft: each saved as soon as it is added, changed or removed. A new request is saved as a draft
 * first (`ensureDraft`, which answers its id, or null when the details above still hold a mistake); `onAdded` says a
 * part was added to it. At most `itemsMax` parts.
 */
export function ItemsSection({
  request,
  ensureDraft,
  onAdded,
}: {
  request: SparePartRequestDto | undefined;
  ensureDraft: () => Promise<string | null>;
  onAdded?: (request: SparePartRequestDto) => void;
}) {
  const { t } = useTranslation('spare-parts');
  const add = useAddSparePartItem();
  const update = useUpdateSparePartItem();
  const remove = useDeleteSparePartItem();
  /** 'new' while a part is being added, an item's id while it is being changed. */
  const [editing, setEditing] = useState<string | null>(null);
  const items = request?.items ?? [];
  const full = items.length >= L.itemsMax;

  return (
    <section aria-labelledby="parts-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="parts-heading" className="text-lg font-semibold text-slate-900">
          {t('items.title')}
        </h2>
        <p className="text-sm text-slate-600" data-testid="parts-count">
          {t('items.count', { count: items.length, max: L.itemsMax })}
        </p>
      </div>
      <CallError error={remove.error} />
      {items.length === 0 && editing !== 'new' && (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-slate-600">
          {t('items.none')}
        </p>
      )}
      {items.length > 0 && (
        <ul className="space-y-3">
          {items.map((item, index) => (
            <li key={item._id}>
              {editing === item._id && request ? (
                <ItemForm
                  initialValues={itemValuesOf(item)}
                  title={t('items.editTitle', { name: item.name })}
                  saveLabel={t('items.saveChanges')}
                  onCancel={() => setEditing(null)}
                  onSave={async (body) => {
                    await update.mutateAsync({ requestId: request._id, itemId: item._id, body });
                    setEditing(null);
                    showToast(t('items.changed'));
                  }}
                />
              ) : (
                <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
                  <ItemDetails item={item} />
                  <div className="flex shrink-0 gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={editing !== null}
                      aria-label={t('items.editLabel', { name: item.name, position: index + 1 })}
                      onClick={() => setEditing(item._id)}
                    >
                      <Pencil className="size-4" aria-hidden />
                      {t('items.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={remove.isPending}
                      aria-label={t('items.deleteLabel', { name: item.name, position: index + 1 })}
                      onClick={() => {
                        if (!request) return;
                        remove.mutate(
                          { requestId: request._id, itemId: item._id },
                          { onSuccess: () => showToast(t('items.deleted', { name: item.name })) },
                        );
                      }}
                    >
                      {remove.isPending && remove.variables.itemId === item._id ? (
                        <Spinner />
                      ) : (
                        <Trash2 className="size-4" aria-hidden />
                      )}
                      {t('items.delete')}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <ItemForm
          initialValues={emptyItemValues}
          title={t('items.addTitle')}
          saveLabel={t('items.add')}
          onCancel={() => setEditing(null)}
          onSave={async (fields) => {
            const requestId = await ensureDraft();
            if (!requestId) {
              showToast(t('items.fixDetailsFirst'), 'error');
              return;
            }
            const saved = await add.mutateAsync({ requestId, ...fields });
            setEditing(null);
            showToast(t('items.added', { name: fields.name }));
            onAdded?.(saved);
          }}
        />
      ) : full ? (
        <p className="text-sm text-slate-600">{t('items.full', { max: L.itemsMax })}</p>
      ) : (
        <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {items.length === 0 ? t('items.addFirst') : t('items.addAnother')}
        </Button>
      )}
    </section>
  );
}
