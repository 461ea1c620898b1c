import { useTranslation } from 'react-i18next';

/** A quiet placeholder while a route's code or data arrives; it keeps its height so nothing jumps. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
