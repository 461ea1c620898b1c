import { CloudOff, CloudUpload, Check, RotateCw } from 'lucide-react';
import { useId, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { describedBy, FieldFrame, inputClass } from '../../../../components/ui/field.tsx';
import { translateMessage } from '../../../../lib/error-text.ts';
import type { PendingOp } from '../offline/pending-ops.ts';

/** A labelled text area (notes, the summary), its error or hint tied to it. */
export function TextArea({
  label,
  hint,
  error,
  className = '',
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputClass} ${className}`}
        {...props}
      />
    </FieldFrame>
  );
}

/** "Not sent yet" beside an item whose change waits on the phone. */
export function PendingMark() {
  const { t } = useTranslation('report-editor');
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
      <CloudUpload className="size-3.5" aria-hidden />
      {t('pending')}
    </span>
  );
}

/**
 * Where the changes stand, said politely as it changes: all saved, so many waiting, or offline with the changes
 * kept on the phone. After a failed send, "Send now" tries again at once.
 */
export function SaveIndicator({
  waiting,
  online,
  retrying,
  onRetry,
}: {
  waiting: number;
  online: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('report-editor');
  const text = !online
    ? waiting > 0
      ? t('save.offlineCount', { count: waiting })
      : t('save.offline')
    : waiting > 0
      ? t('save.waiting', { count: waiting })
      : t('save.saved');
  const Icon = !online ? CloudOff : waiting > 0 ? CloudUpload : Check;
  const tone = !online
    ? 'bg-slate-100 text-slate-800'
    : waiting > 0
      ? 'bg-amber-50 text-amber-900'
      : 'bg-brand-50 text-brand-900';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p
        role="status"
        aria-live="polite"
        data-testid="report-save-state"
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${tone}`}
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        {text}
      </p>
      {online && waiting > 0 && retrying && (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden />
          {t('save.sendNow')}
        </Button>
      )}
    </div>
  );
}

/** The words of a refusal: this screen's own for the codes it knows, else the field's or the error's text. */
export function useRefusalText() {
  const { t } = useTranslation(['report-editor', 'errors', 'validation']);
  return (op: PendingOp) => {
    const refusal = op.refusal;
    if (!refusal) return '';
    const own = t(`refused.${refusal.code}`, { defaultValue: '' });
    if (own) return own;
    const field = translateMessage(t, refusal.message);
    if (field !== refusal.message) return field;
    return t(`errors:${refusal.code}`, { defaultValue: refusal.message });
  };
}

/** Changes the server refused for good: what each was and why, until the technician has read it. */
export function Refusals({ ops, onDismiss }: { ops: readonly PendingOp[]; onDismiss: (op: PendingOp) => void }) {
  const { t } = useTranslation('report-editor');
  const text = useRefusalText();
  if (ops.length === 0) return null;
  return (
    <div className="space-y-2">
      {ops.map((op) => (
        <Alert
          key={op.seq}
          tone="error"
          title={`${t(`refused.kinds.${op.kind}`, { title: op.kind === 'add-task' ? op.title : '' })} — ${t('refused.title')}`}
          action={
            <Button variant="secondary" size="sm" onClick={() => onDismiss(op)}>
              {t('refused.dismiss')}
            </Button>
          }
        >
          {text(op)}
        </Alert>
      ))}
    </div>
  );
}
