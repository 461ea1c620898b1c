import { useEffect, useSyncExternalStore } from 'react';
import { CheckCircle2, CircleAlert, X } from 'lucide-react';
import { iconButtonClass } from './button.tsx';

type ToastTone = 'success' | 'error';
interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

/** A tiny notice store: any code may show a notice, one <Toaster /> shows them; notices outlive navigation. */
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(message: string, tone: ToastTone = 'success'): number {
  const id = nextId++;
  toasts = [...toasts.slice(-2), { id, tone, message }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Dismisses every notice at once (tests: a file's notices never reach the next file's screen). */
export function clearToasts(): void {
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const TOAST_MS = 6000;

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  const Icon = toast.tone === 'success' ? CheckCircle2 : CircleAlert;
  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${
        toast.tone === 'success' ? 'border-brand-100 bg-white text-slate-900' : 'border-red-200 bg-red-50 text-red-900'
      }`}
    >
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${toast.tone === 'success' ? 'text-brand-700' : 'text-red-700'}`}
        aria-hidden
      />
      <p className="flex-1">{toast.message}</p>
      {/* A 44 px target that takes no more room than the icon: it reaches into the notice's padding. */}
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className={`${iconButtonClass} -my-3 -mr-3 ${toast.tone === 'success' ? '' : 'hover:bg-red-100'}`.trim()}
        aria-label={closeLabel}
      >
        <X className="size-5" aria-hidden />
      </button>
    </li>
  );
}

/** Where notices appear: a polite live region, bottom of the screen (above a bottom bar), above everything. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--bottom-bar-space,0px))] z-[60] flex justify-center px-4"
    >
      <ul className="flex w-full max-w-sm flex-col gap-2">
        {current.map((toast) => (
          <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} />
        ))}
      </ul>
    </div>
  );
}
