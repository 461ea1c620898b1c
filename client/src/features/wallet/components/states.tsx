import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

/** Grey rows holding the place of a list still loading, about as tall as the real ones. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden className="space-y-3">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4">
            <span className="flex-1 space-y-2.5">
              <span className="block h-4 w-2/5 animate-pulse rounded bg-slate-200" />
              <span className="block h-3 w-3/5 animate-pulse rounded bg-slate-200" />
            </span>
            <span className="h-5 w-20 animate-pulse rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A failed load: what failed, why (by code), and "Try again". */
export function WalletLoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  return <LoadError title={title} error={error} onRetry={onRetry} retryLabel={t('retry')} />;
}

/** Previous / "Page 2 of 5" / Next as buttons (for lists whose page is not in the address); hidden for one page. */
export function PageButtons({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('wallet');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        {t('pager.previous')}
      </Button>
      <p className="text-center text-sm text-slate-700">{t('pager.pageOf', { page, pages })}</p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
