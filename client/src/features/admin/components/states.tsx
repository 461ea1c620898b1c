import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
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

/** Previous / "Page 2 of 5" / Next as links: each page has its own address. Hidden for one page. */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  const disabled = `${buttonClass('secondary')} pointer-events-none opacity-50`;
  return (
    <nav aria-label={t('list.pagination')} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={buttonClass('secondary')}>
          <ChevronLeft className="size-4" aria-hidden />
          {t('list.previous')}
        </Link>
      ) : (
        <span aria-disabled className={disabled}>
          <ChevronLeft className="size-4" aria-hidden />
          {t('list.previous')}
        </span>
      )}
      <p className="text-center text-sm text-slate-700">{t('list.pageOf', { page, pages })}</p>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={buttonClass('secondary')}>
          {t('list.next')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span aria-disabled className={disabled}>
          {t('list.next')}
          <ChevronRight className="size-4" aria-hidden />
        </span>
      )}
    </nav>
  );
}
