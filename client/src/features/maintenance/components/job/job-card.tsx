import type { ReactNode } from 'react';
import { Spinner } from '../../../../components/ui/spinner.tsx';

/** One part of a job's page: a white card, roomier from `sm` up. */
export function Card({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section aria-label={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {children}
    </section>
  );
}

/** A part of a job's page still loading, said in words. */
export function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 py-6 text-slate-700">
      <Spinner className="size-5" />
      <span>{label}</span>
    </div>
  );
}
