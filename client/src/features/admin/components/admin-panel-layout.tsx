import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useAssignedPrivileges } from '../api/privileges.ts';
import { AdminPanelContext } from '../lib/panel-context.ts';
import { isTwoFactorFailure, useTwoFactorFailure } from '../lib/two-factor-failure.ts';
import { PanelSideMenu } from './panel-menu.tsx';
import { TwoFactorRequired } from './two-factor-required.tsx';

/**
 * The admin panel inside the signed-in area: the admin's privileges are asked for once, and drive the menu (the
 * resources they may read, by group) and every page below it. An admin whose roles change things sees only the
 * way to turn on two-factor authentication until they have.
 */
export function AdminPanelLayout() {
  // The panel's catalogues load with it, so no page or form of it waits for one later (the server's field messages
  // are keys of the validation catalogue).
  const { t } = useTranslation(['admin', 'admin-resources', 'validation']);
  const privileges = useAssignedPrivileges();
  const twoFactorFailed = useTwoFactorFailure();

  if (privileges.isPending) return <PageLoader />;
  if (twoFactorFailed || (privileges.isError && isTwoFactorFailure(privileges.error))) return <TwoFactorRequired />;
  if (privileges.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <LoadError
          title={t('loadPrivilegesError')}
          error={privileges.error}
          onRetry={() => void privileges.refetch()}
          retryLabel={t('retry')}
        />
      </div>
    );
  }
  const panel = privileges.data;
  if (panel.twoFactor.required && !panel.twoFactor.enabled) return <TwoFactorRequired />;

  return (
    <AdminPanelContext.Provider value={panel}>
      <div className="px-4 py-6 sm:py-8 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-6">
        <PanelSideMenu />
        <div className="min-w-0">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </AdminPanelContext.Provider>
  );
}
