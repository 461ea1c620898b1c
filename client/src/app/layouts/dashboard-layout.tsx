import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useCurrentUser } from '../../features/users/api/current-user.ts';
import { errorText } from '../../lib/error-text.ts';
import { HEADER_OFFSET_CLASS, SiteHeader } from '../shell/site-header.tsx';
import { skipLinkClass } from './site-layout.tsx';

/**
 * The signed-in shell (guarded in the route table): the app's one header (signed-in variant, with the language
 * switcher, as there is no footer on /dashboard routes), then the page.
 */
export function DashboardLayout() {
  const { t } = useTranslation(['users', 'common', 'errors']);
  const user = useCurrentUser();
  return (
    <div className={`flex min-h-screen flex-col bg-slate-50 ${HEADER_OFFSET_CLASS}`}>
      <a href="#main" className={skipLinkClass}>
        {t('common:skipToContent')}
      </a>
      <SiteHeader languageSwitcher />
      <main id="main" className="flex-1">
        {user.data ? (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        ) : user.isError ? (
          <div className="mx-auto max-w-xl px-4 py-16">
            <Alert
              tone="error"
              action={
                <Button variant="secondary" onClick={() => void user.refetch()}>
                  {t('users:dashboard.retry')}
                </Button>
              }
            >
              {errorText(t, user.error)}
            </Alert>
          </div>
        ) : (
          <PageLoader />
        )}
      </main>
    </div>
  );
}

export default DashboardLayout;
