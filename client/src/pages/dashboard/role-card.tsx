import type { Role } from '@fleetcare/shared';
import { CarFront, ChevronRight, Package, Plus, ShieldCheck, Wrench, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleEntries, type DashboardNavEntry } from '../../app/navigation/dashboard-nav.ts';
import { ADD_VEHICLE_PATH, FLEET_LIST_PATH } from '../../features/vehicles/dashboard/paths.ts';
import { SupplierProfileStatus } from './supplier-profile-status.tsx';
import { TechnicianApplicationStatus } from './technician-application-status.tsx';

/** The roles whose work is not a vehicle owner's: each gets a card on the overview. */
export type WorkRole = Exclude<Role, 'customer'>;

const roleIcons: Record<WorkRole, LucideIcon> = { technician: Wrench, supplier: Package, admin: ShieldCheck };

/**
 * The account's own vehicles, for the card's next step: still loading, none yet, some (or not known: the fleet list
 * says), or not a vehicle owner at all.
 */
export type OwnVehicles = 'loading' | 'none' | 'some' | 'not-owner';

interface Step {
  to: string;
  icon: LucideIcon;
  label: string;
  body: string;
}

function StepLink({ step }: { step: Step }) {
  const Icon = step.icon;
  return (
    <Link
      to={step.to}
      className="mt-2 flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-600 hover:bg-brand-50 md:max-w-md"
    >
      <Icon className="size-5 shrink-0 text-brand-700" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{step.label}</span>
        <span className="block text-sm text-slate-600">{step.body}</span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}

/** What a vehicle owner can do today whatever the other role: keep the own vehicles' records. */
function vehicleStep(vehicles: OwnVehicles, t: (key: string) => string): Step | null {
  if (vehicles === 'not-owner' || vehicles === 'loading') return null;
  if (vehicles === 'none') {
    return {
      to: ADD_VEHICLE_PATH,
      icon: Plus,
      label: t('roles.addVehicle.link'),
      body: t('roles.addVehicle.body'),
    };
  }
  return {
    to: FLEET_LIST_PATH,
    icon: CarFront,
    label: t('roles.openFleet.link'),
    body: t('roles.openFleet.body'),
  };
}

/**
 * A card for a role the account holds besides vehicle owner: what the account is set up as (a technician's also
 * where the application stands, or on or off duty; a supplier's where the profile's review stands), the role's own screens once they exist (from the navigation
 * registry) or honestly that they are not open yet, and what can be done now.
 */
export function RoleCard({
  role,
  vehicles,
  entries = roleEntries(role),
}: {
  role: WorkRole;
  vehicles: OwnVehicles;
  /** The role's screens; the navigation registry's by default. */
  entries?: readonly DashboardNavEntry[];
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  const headingId = useId();
  const Icon = roleIcons[role];
  const step = vehicleStep(vehicles, (key) => t(key));
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden />
        </span>
        <h2 id={headingId} className="min-w-0 text-xl font-semibold text-slate-900">
          {t(`roles.${role}.title`)}
        </h2>
      </div>
      <p className="mt-3 text-slate-700">{t(`roles.${role}.setUp`)}</p>
      {role === 'technician' && <TechnicianApplicationStatus />}
      {role === 'supplier' && <SupplierProfileStatus />}
      {entries.length === 0 && <p className="mt-1 text-sm text-slate-600">{t(`roles.${role}.notYet`)}</p>}

      {entries.length > 0 && (
        <ul aria-label={t(`roles.${role}.tools`)} className="mt-5 flex flex-wrap gap-2">
          {entries.map((entry) => {
            const EntryIcon = entry.icon;
            return (
              <li key={entry.id}>
                <Link
                  to={entry.path}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  <EntryIcon className="size-4" aria-hidden />
                  {t(`common:${entry.labelKey}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      )}

      {vehicles === 'loading' ? null : step ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('roles.nowTitle')}</h3>
          <StepLink step={step} />
        </>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('roles.accountBelow')}</p>
      )}
    </section>
  );
}
