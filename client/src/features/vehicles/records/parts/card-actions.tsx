import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';

/**
 * Edit and delete under a record card; the labels name the record for screen readers. Viewers pass neither
 * handler and see no buttons.
 */
export function CardActions({
  onEdit,
  onDelete,
  editLabel,
  deleteLabel,
  className = '',
}: {
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  editLabel: string;
  deleteLabel: string;
  className?: string;
}) {
  const { t } = useTranslation('vehicle-records');
  if (!onEdit && !onDelete) return null;
  return (
    <div className={`${className} flex flex-wrap gap-2`.trim()}>
      {onEdit && (
        <Button variant="ghost" size="sm" className="px-2" onClick={onEdit} aria-label={editLabel}>
          <Pencil className="size-4" aria-hidden />
          {t('edit')}
        </Button>
      )}
      {onDelete && (
        <Button
          variant="ghost"
          size="sm"
          className="px-2 text-red-700 hover:bg-red-50"
          onClick={onDelete}
          aria-label={deleteLabel}
        >
          <Trash2 className="size-4" aria-hidden />
          {t('delete')}
        </Button>
      )}
    </div>
  );
}
