import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { SiteFooter } from '../shell/site-footer.tsx';
import { HEADER_OFFSET_CLASS, SiteHeader } from '../shell/site-header.tsx';

export const skipLinkClass =
  'sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[70] focus:rounded focus:bg-white focus:p-2 focus:shadow';

/** The public shell: header, the page, footer. */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className={`flex min-h-screen flex-col ${HEADER_OFFSET_CLASS}`}>
      <a href="#main" className={skipLinkClass}>
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
