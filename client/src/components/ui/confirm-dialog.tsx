import type { FormEvent, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { TriangleAlert } from 'lucide-react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** Red styling for actions that destroy or cannot be undone easily. */
  danger?: boolean;
  pending?: boolean;
  /** Extra content between the text and the buttons, e.g. a password field. */
  children?: ReactNode;
}

/** The yes/no confirm modal, with a red danger style for what cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  danger = false,
  pending = false,
  children,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <form onSubmit={submit}>
            <div className="flex items-start gap-4">
              {danger && (
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700">
                  <TriangleAlert className="size-5" aria-hidden />
                </span>
              )}
              <div className="min-w-0">
                <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
                <Dialog.Description className="mt-2 text-sm text-slate-600">{description}</Dialog.Description>
              </div>
            </div>
            {children && <div className="mt-5">{children}</div>}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={pending}>
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending} aria-busy={pending}>
                {pending && <Spinner />}
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
