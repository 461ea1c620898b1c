import { ChevronLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WALLET_PATH } from '../paths.ts';
import { lineTarget } from '../../../components/ui/text-link.ts';

/** One titled card of a wallet screen; `action` sits beside the title (a "See all" link, an "Add" button). */
export function WalletSection({
  title,
  description,
  action,
  children,
  id,
  className = '',
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  /** An anchor, so a link can lead straight here ("#withdraw"). */
  id?: string;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`.trim()}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {action && <div className="shrink-0">{action}</div>}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The page's title and what it is for; `actions` go under it on phones, beside it on wider screens. */
export function WalletPageHeader({
  title,
  intro,
  actions,
  back,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  /** Shows a link back up to the wallet above the title. */
  back?: boolean;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {back && (
          <div className="mb-2">
            <Link to={WALLET_PATH} className={`${lineTarget} -my-3 text-sm font-semibold text-brand-800`}>
              <ChevronLeft className="size-4" aria-hidden />
              {t('wallet.title')}
            </Link>
          </div>
        )}
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {intro && <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}
