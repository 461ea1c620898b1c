import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { SettingsNav } from './settings-nav.tsx';

/** Settings pages: the side navigation beside the page (above it on narrow screens). */
export function SettingsLayout() {
  const { t } = useTranslation('settings');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[14rem_1fr] lg:gap-10">
        <SettingsNav />
        <div className="min-w-0">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

export default SettingsLayout;
