import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { Toaster } from '../../components/ui/toast.tsx';
import { useCurrentUser } from '../../features/auth/api/current-user.ts';
import { AccountMenu } from '../../features/auth/components/account-menu.tsx';
import { errorText } from '../../features/auth/components/form/messages.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './site-layout.tsx';

/** The signed-in shell (guarded in the route table): header with the account menu, the page, notices. */
export function DashboardLayout() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const user = useCurrentUser();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('common:skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <Logo />
          <div className="flex items-center gap-2 sm:gap-4">
            <LanguageSwitcher />
            {user.data && <AccountMenu user={user.data} />}
          </div>
        </div>
      </header>
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
                  {t('auth:dashboard.retry')}
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
      <Toaster closeLabel={t('auth:common.close')} />
      <ScrollRestoration />
    </div>
  );
}

export default DashboardLayout;
