import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';

/** Grey bars holding the place of a table or cards still loading. */
export function LoadingRows({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="rounded-xl border border-slate-200 bg-white p-4">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="space-y-3">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="flex gap-4">
            <span className="h-4 w-1/4 animate-pulse rounded bg-slate-200" />
            <span className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
            <span className="h-4 flex-1 animate-pulse rounded bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A failed load: what failed, why (by code), and "Try again". */
export function AdminLoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return <LoadError title={title} error={error} onRetry={onRetry} retryLabel={t('retry')} />;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
