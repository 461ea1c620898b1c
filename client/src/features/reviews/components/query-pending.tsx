import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** What a query that has not answered yet is: failed (its error, and a way to ask again) or still loading. */
export interface PendingQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A reviews query before its answer: `loading` beside a spinner in a status while it loads, then, if it failed,
 * `failed` with the reason and "Try again".
 */
export function QueryPending({
  query,
  loading,
  failed,
  className = '',
}: {
  query: PendingQuery;
  loading: string;
  failed: string;
  className?: string;
}) {
  const { t } = useTranslation('reviews');
  if (query.isError) {
    return (
      <LoadError
        className={className}
        title={failed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  return (
    <p role="status" className={`flex items-center gap-2 text-sm text-slate-600 ${className}`}>
      <Spinner />
      {loading}
    </p>
  );
}
