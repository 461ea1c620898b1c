import { screens } from '@fleetcare/shared';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useMySupplierProfile } from '../api/supplier-profile.ts';
import { SupplierProfileForm } from '../components/supplier-profile-form.tsx';
import { SupplierStatusBadge } from '../components/supplier-status-badge.tsx';

/**
 * /dashboard/settings/supplier-profile: the parts supplier's profile and where its review stands. Loading, a failed
 * load with a retry, an account that is not a supplier, or the form (a new supplier's empty draft says how to begin).
 */
export function SupplierProfilePage() {
  // The validation words load with the page: the missing list and the fields' errors are validation keys.
  const { t } = useTranslation(['spare-parts', 'validation']);
  const profile = useMySupplierProfile();

  let content;
  if (profile.isPending) {
    content = (
      <p role="status" className="flex items-center gap-3 py-8 text-slate-600">
        <Spinner className="size-5" />
        {t('profile.loading')}
      </p>
    );
  } else if (profile.isError) {
    content =
      isApiError(profile.error) && profile.error.code === 'NOT_A_SUPPLIER' ? (
        <EmptyState
          icon={Store}
          title={t('profile.notSupplier.title')}
          action={<ButtonLink to={screens.dashboard}>{t('profile.notSupplier.action')}</ButtonLink>}
        >
          {t('profile.notSupplier.body')}
        </EmptyState>
      ) : (
        <LoadError
          title={t('profile.loadFailed')}
          error={profile.error}
          onRetry={() => void profile.refetch()}
          retryLabel={t('profile.retry')}
        />
      );
  } else {
    // A new form for each status: what may be edited, and how, changes with it.
    content = <SupplierProfileForm key={profile.data.status} profile={profile.data} />;
  }

  return (
    <div className="space-y-6">
      <div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="text-xl font-semibold text-slate-900">{t('profile.title')}</h2>
          {profile.data && <SupplierStatusBadge status={profile.data.status} />}
        </div>
        <p className="mt-1 text-sm text-slate-600">{t('profile.intro')}</p>
      </div>
      {content}
    </div>
  );
}

export default SupplierProfilePage;
