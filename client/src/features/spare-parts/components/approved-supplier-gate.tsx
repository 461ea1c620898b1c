import { screens } from '@fleetcare/shared';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMySupplierProfile } from '../api/supplier-profile.ts';
import { SupplierStatusBadge } from './supplier-status-badge.tsx';

/**
 * The supplier's screens for approved suppliers only: invitations come to approved profiles alone, so a supplier
 * whose profile is not approved (not sent, in review, rejected) is told so and led to the profile instead.
 */
export function ApprovedSupplierGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('spare-parts');
  const profile = useMySupplierProfile();
  if (profile.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
        <Spinner />
        {t('supplier.profileLoading')}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <LoadError
        title={t('supplier.profileLoadError')}
        error={profile.error}
        retryLabel={t('retry')}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const { status } = profile.data;
  if (status === 'approved') return children;
  return (
    <EmptyState
      size="page"
      icon={Store}
      title={t(`supplier.notApproved.${status}.title`)}
      action={<ButtonLink to={screens.supplierProfile}>{t(`supplier.notApproved.${status}.action`)}</ButtonLink>}
    >
      <p className="mb-3 flex justify-center">
        <SupplierStatusBadge status={status} />
      </p>
      {t(`supplier.notApproved.${status}.body`)}
    </EmptyState>
  );
}
