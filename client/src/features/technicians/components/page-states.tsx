import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The page's own loading state: a spinner with words, announced politely. */
export function PageLoading() {
  const { t } = useTranslation('technicians');
  return (
    <div role="status" className="mx-auto flex max-w-4xl items-center gap-3 px-4 py-16 text-slate-600">
      <Spinner className="size-5" />
      {t('loading')}
    </div>
  );
}

/** The page's info could not be read: why, and a retry. */
export function PageLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('technicians');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <LoadError title={t('loadError')} error={error} onRetry={onRetry} retryLabel={t('retry')} />
    </div>
  );
}
