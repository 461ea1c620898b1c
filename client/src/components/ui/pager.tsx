import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './button.tsx';

/**
 * Previous / "Page 2 of 5" / Next, as links (each page has its own address); hidden when there is one page.
 * `label` names the navigation for screen readers ("Pages of the fleet list").
 */
export function Pager({
  page,
  pages,
  hrefOf,
  label,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  label: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const disabled = `${buttonClass('secondary')} pointer-events-none opacity-50`;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={buttonClass('secondary')}>
          <ChevronLeft className="size-4" aria-hidden />
          {t('pager.previous')}
        </Link>
      ) : (
        <span aria-disabled className={disabled}>
          <ChevronLeft className="size-4" aria-hidden />
          {t('pager.previous')}
        </span>
      )}
      <p className="text-center text-sm text-slate-700">{t('pager.pageOf', { page, pages })}</p>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={buttonClass('secondary')}>
          {t('pager.next')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span aria-disabled className={disabled}>
          {t('pager.next')}
          <ChevronRight className="size-4" aria-hidden />
        </span>
      )}
    </nav>
  );
}
