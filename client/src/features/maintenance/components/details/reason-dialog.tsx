import { useId, useState, type ReactNode } from 'react';
import { CallError } from '../../../../components/form/form-status.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { inputClass } from '../../../../components/ui/field.tsx';

/**
 * A confirmation with an optional free-text reason (declining a quotation, canceling a request): the reason is
 * sent trimmed, or null when left empty. The dialog stays open while the call runs and shows its error.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  reasonLabel,
  confirmLabel,
  cancelLabel,
  maxLength,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  reasonLabel: string;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  maxLength: number;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string | null) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason('');
        onOpenChange(next);
      }}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      danger
      pending={pending}
      onConfirm={() => onConfirm(reason.trim() || null)}
    >
      <div className="space-y-3">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {reasonLabel}
          </label>
          <textarea
            id={id}
            value={reason}
            maxLength={maxLength}
            rows={3}
            onChange={(event) => setReason(event.currentTarget.value)}
            className={`${inputClass} mt-1`}
          />
        </div>
        <CallError error={error} />
      </div>
    </ConfirmDialog>
  );
}
