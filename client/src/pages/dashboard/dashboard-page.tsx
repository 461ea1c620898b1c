import { screens, type Role } from '@fleetcare/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useMySupplierProfile } from '../../features/spare-parts/index.ts';
import { registrationStepPath, useTechnicianInfo } from '../../features/technicians/index.ts';
import { AccountDetails, AccountWelcome } from '../../features/users/components/account-overview.tsx';
import { isJustSignedIn } from '../../features/users/session/redirect-target.ts';
import { useSignedInUser } from '../../features/users/session/use-signed-in-user.ts';
import { useDashboardSummaries } from '../../features/vehicles/dashboard/api/dashboard.ts';
import { FleetOverview } from '../../features/vehicles/dashboard/components/fleet-overview.tsx';
import { RoleCard, type OwnVehicles, type WorkRole } from './role-card.tsx';
import { TechnicianEarningsCard } from './technician-earnings.tsx';
import { TechnicianReviewsSummary } from './technician-reviews.tsx';

const isWorkRole = (role: Role): role is WorkRole => role !== 'customer';

/**
 * A vehicle owner's part of the overview: a card per other role first, then the fleet's figures. Someone who holds
 * another role and has no vehicle yet sees the role cards' next step instead of an empty fleet.
 */
function OwnerOverview({ workRoles }: { workRoles: readonly WorkRole[] }) {
  const summaries = useDashboardSummaries();
  const vehicles: OwnVehicles = summaries.isPending
    ? 'loading'
    : summaries.data?.vehicles.total === 0
      ? 'none'
      : 'some';
  const fleetShown = workRoles.length === 0 || vehicles !== 'none';
  return (
    <>
      {workRoles.map((role) => (
        <RoleCard key={role} role={role} vehicles={vehicles} />
      ))}
      {workRoles.includes('technician') && <TechnicianEarningsCard />}
      {workRoles.includes('technician') && <TechnicianReviewsSummary />}
      {fleetShown && <FleetOverview />}
    </>
  );
}

/**
 * Right after signing in, a technician whose application has not been sent yet goes on to the registration's first
 * step with something missing (a new technician lands there after confirming the e-mail address); any other
 * technician, or one whose application cannot be read now, stays on the overview.
 */
function TechnicianAfterSignIn({ children }: { children: ReactNode }) {
  const info = useTechnicianInfo();
  if (info.isPending) return <PageLoader />;
  if (info.data?.status === 'incomplete') {
    return <Navigate to={registrationStepPath(info.data.missing[0]?.step ?? 'review')} replace />;
  }
  return children;
}

/**
 * Right after signing in, a supplier whose profile has not been sent yet goes on to the profile to complete it (a
 * new supplier lands there after confirming the e-mail address); any other supplier, or one whose profile cannot be
 * read now, stays on the overview.
 */
function SupplierAfterSignIn({ children }: { children: ReactNode }) {
  const profile = useMySupplierProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.data?.status === 'draft') return <Navigate to={screens.supplierProfile} replace />;
  return children;
}

/**
 * /dashboard, by the account's roles: the welcome and the state of the account; for a vehicle owner the fleet's
 * figures (vehicles, checks and papers due, what comes next); for a technician, supplier or administrator a card
 * saying what the account is set up as and what it can do now (an approved technician's earnings and customer
 * reviews beside it); then
 * the account's details and settings.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { roles } = useSignedInUser();
  const workRoles = roles.filter(isWorkRole);
  const overview = (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:py-10">
      <AccountWelcome />
      {roles.includes('customer') ? (
        <OwnerOverview workRoles={workRoles} />
      ) : (
        <>
          {workRoles.map((role) => (
            <RoleCard key={role} role={role} vehicles="not-owner" />
          ))}
          {workRoles.includes('technician') && <TechnicianEarningsCard />}
          {workRoles.includes('technician') && <TechnicianReviewsSummary />}
        </>
      )}
      <section aria-labelledby="account-section-heading" className="space-y-4">
        <h2 id="account-section-heading" className="text-xl font-semibold text-slate-900">
          {t('account.title')}
        </h2>
        <AccountDetails />
      </section>
    </div>
  );
  const justSignedIn = isJustSignedIn(useLocation().state);
  if (justSignedIn && roles.includes('technician')) return <TechnicianAfterSignIn>{overview}</TechnicianAfterSignIn>;
  if (justSignedIn && roles.includes('supplier')) return <SupplierAfterSignIn>{overview}</SupplierAfterSignIn>;
  return overview;
}

export default DashboardPage;
