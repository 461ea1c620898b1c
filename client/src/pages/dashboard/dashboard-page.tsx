import { useTranslation } from 'react-i18next';
import { AccountDetails, AccountWelcome } from '../../features/users/components/account-overview.tsx';
import { FleetOverview } from '../../features/vehicles/dashboard/components/fleet-overview.tsx';

/**
 * /dashboard: the welcome and the state of the account, the fleet's figures (vehicles, checks and papers due,
 * what comes next, each leading to the filtered fleet list or the calendar), then the account's details and
 * settings.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:py-10">
      <AccountWelcome />
      <FleetOverview />
      <section aria-labelledby="account-section-heading" className="space-y-4">
        <h2 id="account-section-heading" className="text-xl font-semibold text-slate-900">
          {t('account.title')}
        </h2>
        <AccountDetails />
      </section>
    </div>
  );
}

export default DashboardPage;
