import type { UseMutationResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CallError } from '../../../components/form/form-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { showToast } from '../../../components/ui/toast.tsx';

/** The red "Delete" button of a saved card or bank account row. */
export function DeleteButton({ label, ariaLabel, onClick }: { label: string; ariaLabel: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      className="ml-auto min-h-9 shrink-0 px-2 text-red-700 hover:bg-red-50"
      onClick={onClick}
      aria-label={ariaLabel}
    >
      <Trash2 className="size-4" aria-hidden />
      {label}
    </Button>
  );
}

/**
 * Asks before deleting `item` (a saved card, a bank account) with the confirm-alert modal; on success it closes and
 * says so in a toast, on failure the error stays in the dialog.
 */
export function DeleteConfirmDialog<T extends { _id: string }>({
  item,
  onClose,
  remove,
  title,
  description,
  confirmLabel,
  deletedMessage,
}: {
  item: T | undefined;
  onClose: () => void;
  remove: UseMutationResult<unknown, unknown, string>;
  title: string;
  description: (item: T) => string;
  confirmLabel: string;
  deletedMessage: (item: T) => string;
}) {
  const { t } = useTranslation('wallet');
  const confirm = () => {
    if (!item) return;
    remove.mutate(item._id, {
      onSuccess: () => {
        showToast(deletedMessage(item));
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={item !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
          remove.reset();
        }
      }}
      title={title}
      description={item ? description(item) : ''}
      confirmLabel={confirmLabel}
      cancelLabel={t('cancel')}
      onConfirm={confirm}
      danger
      pending={remove.isPending}
    >
      {remove.isError ? <CallError error={remove.error} /> : null}
    </ConfirmDialog>
  );
}
