import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';

/** Grey cards holding the place of records still loading, about as tall as the real ones. */
export function RecordsSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden className="space-y-3">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="rounded-xl border border-slate-200 bg-white p-4">
            <span className="block h-4 w-2/5 animate-pulse rounded bg-slate-200" />
            <span className="mt-3 block h-3 w-4/5 animate-pulse rounded bg-slate-200" />
            <span className="mt-2 block h-3 w-1/3 animate-pulse rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A failed load: what went wrong and a button to try again. */
export function RecordsError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
  const { t } = useTranslation('vehicle-records');
  return <LoadError title={title} error={error} onRetry={onRetry} retryLabel={t('retry')} />;
}

export { EmptyState } from '../../../../components/ui/empty-state.tsx';

/** "Load more" under a paged list. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
  label,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  label: string;
}) {
  if (!hasMore) return null;
  return (
    <Button
      variant="secondary"
      className="mt-4 w-full sm:w-auto"
      onClick={onLoad}
      disabled={loading}
      aria-busy={loading}
    >
      {loading && <Spinner />}
      {label}
    </Button>
  );
}
