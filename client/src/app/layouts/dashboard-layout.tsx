import { screens } from '@fleetcare/shared';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useCurrentUser } from '../../features/users/api/current-user.ts';
import { errorText } from '../../lib/error-text.ts';
import { BOTTOM_BAR_SPACE_CLASS, DashboardBottomBar } from '../navigation/dashboard-bottom-bar.tsx';
import { dashboardNavFor } from '../navigation/dashboard-nav.ts';
import { DashboardSideNav } from '../navigation/dashboard-side-nav.tsx';
import { HEADER_OFFSET_CLASS, SiteHeader } from '../shell/site-header.tsx';
import { skipLinkClass } from './site-layout.tsx';

/**
 * The signed-in shell (guarded in the route table): the app's one header (signed-in variant, with the language
 * switcher, as there is no footer on /dashboard routes), the navigation of the user's roles (a side menu from lg
 * up, a bottom bar below it, which the page keeps clear of), then the page.
 *
 * The admin panel brings a side menu of its own (which leads back to the overview), so on its screens the side
 * menu stays out and its tables get the width; phones keep the bottom bar there too.
 */
export function DashboardLayout() {
  const { t } = useTranslation(['users', 'common', 'errors']);
  const user = useCurrentUser();
  const roles = user.data?.roles;
  const navGroups = useMemo(() => (roles ? dashboardNavFor(roles) : null), [roles]);
  const { pathname } = useLocation();
  const inAdminPanel = pathname === screens.adminPanel || pathname.startsWith(`${screens.adminPanel}/`);
  return (
    <div className={`flex min-h-screen flex-col bg-slate-50 ${HEADER_OFFSET_CLASS}`}>
      <a href="#main" className={skipLinkClass}>
        {t('common:skipToContent')}
      </a>
      <SiteHeader languageSwitcher />
      <div className="mx-auto flex w-full max-w-7xl flex-1">
        {navGroups && !inAdminPanel && <DashboardSideNav groups={navGroups} />}
        <main id="main" className={`min-w-0 flex-1 ${navGroups ? BOTTOM_BAR_SPACE_CLASS : ''}`}>
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
      {navGroups && <DashboardBottomBar groups={navGroups} />}
    </div>
  );
}

export default DashboardLayout;
