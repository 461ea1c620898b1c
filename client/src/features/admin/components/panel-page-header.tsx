import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { lineLinkClass } from '../../../components/ui/text-link.ts';
import { PanelMenuSheet } from './panel-menu.tsx';

/**
 * A panel page's top: below lg the button that opens the panel's menu, a way back where the page has one, the
 * page's heading with its intro, and the page's own actions beside it (under it on phones).
 */
export function PanelPageHeader({
  title,
  eyebrow,
  intro,
  back,
  actions,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 lg:hidden">
        <PanelMenuSheet />
      </div>
      {back && (
        <Link to={back.to} className={`${lineLinkClass} -ml-1 mb-1 text-sm`}>
          <ChevronLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-72">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
          <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {intro && <div className="mt-2 max-w-prose text-slate-600">{intro}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
