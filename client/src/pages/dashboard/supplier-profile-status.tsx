import { screens, type SupplierStatus } from '@fleetcare/shared';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SupplierStatusBadge, useMySupplierProfile } from '../../features/spare-parts/index.ts';

/** What the card says and where it leads, by the profile's status. */
const situations: Record<SupplierStatus, { body: string; link: string }> = {
  draft: { body: 'roles.supplier.profile.draft.body', link: 'roles.supplier.profile.draft.link' },
  submitted: { body: 'roles.supplier.profile.submitted.body', link: 'roles.supplier.profile.submitted.link' },
  approved: { body: 'roles.supplier.profile.approved.body', link: 'roles.supplier.profile.approved.link' },
  rejected: { body: 'roles.supplier.profile.rejected.body', link: 'roles.supplier.profile.rejected.link' },
};

/** The supplier card's part about the profile: where its review stands and the way to it. */
export function SupplierProfileStatus() {
  const { t } = useTranslation('dashboard');
  const profile = useMySupplierProfile();
  if (profile.isPending) {
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {t('roles.supplier.profile.loading')}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <LoadError
        className="mt-4"
        title={t('roles.supplier.profile.loadFailed')}
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retryLabel={t('roles.supplier.profile.retry')}
      />
    );
  }
  const { status, changesUnderReview } = profile.data;
  const situation = situations[status];
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        {t('roles.supplier.profile.status')}
        <SupplierStatusBadge status={status} />
      </p>
      <p className="mt-2 text-slate-700">{t(situation.body)}</p>
      {status === 'approved' && changesUnderReview && (
        <p className="mt-1 text-sm text-slate-600">{t('roles.supplier.profile.underReview')}</p>
      )}
      <Link
        to={screens.supplierProfile}
        className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {t(situation.link)}
        <ChevronRight className="size-4 shrink-0" aria-hidden />
      </Link>
    </div>
  );
}
