import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { VehicleDto } from '@fleetcare/shared';
import { useVehicle } from '../api/vehicles.ts';
import { CollaboratorsSection } from '../components/collaborators-section.tsx';
import { HistorySection } from '../components/history-section.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { VehicleHeader } from '../components/vehicle-header.tsx';
import { VehicleOverview } from '../components/vehicle-overview.tsx';
import { useVehicleLabel } from '../lib/use-vehicle-label.ts';
import { FLEET_PATH, vehiclePath } from '../paths.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { AddCollaboratorForm } from './add-collaborator-form.tsx';
import { isMissingVehicle, VehicleNotFound, VehicleSkeleton } from './vehicle-not-found.tsx';
import { tabFrom, vehicleTabs, type VehicleTab } from './vehicle-tabs.ts';

type RecordsSection = ComponentType<{ vehicle: VehicleDto }>;

/** What another feature adds under the vehicle's overview (the app composes it: features know no other feature). */
export type VehicleOverviewSlot = (vehicle: VehicleDto) => ReactNode;

// The records sections load when their tab opens: the vehicle page itself stays small.
const recordsSections: Partial<Record<VehicleTab, RecordsSection>> = {
  checks: lazy(() => import('../records/routine-checks.tsx')),
  mileage: lazy(() => import('../records/mileage.tsx')),
  obd: lazy(() => import('../records/obd.tsx')),
  documents: lazy(() => import('../records/documents.tsx')),
};

export function SectionSkeleton() {
  const { t } = useTranslation('vehicles');
  return (
    <div role="status" aria-live="polite" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <span className="sr-only">{t('show.sectionLoading')}</span>
      <div aria-hidden className="space-y-3">
        <span className="block h-6 w-1/3 animate-pulse rounded bg-slate-200" />
        <span className="block h-4 w-2/3 animate-pulse rounded bg-slate-200" />
        <span className="block h-24 animate-pulse rounded-xl bg-slate-200" />
      </div>
    </div>
  );
}

function VehicleTabs({ vehicleId, current }: { vehicleId: string; current: VehicleTab }) {
  const { t } = useTranslation('vehicles');
  return (
    <nav aria-label={t('show.sectionsLabel')}>
      <ul className="flex flex-wrap gap-2">
        {vehicleTabs.map((tab) => (
          <li key={tab}>
            <Link
              to={vehiclePath(vehicleId, tab === 'overview' ? undefined : tab)}
              replace
              preventScrollReset
              aria-current={tab === current ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                tab === current
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50'
              }`}
            >
              {t(`show.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TabContent({
  vehicle,
  tab,
  overviewExtra,
}: {
  vehicle: VehicleDto;
  tab: VehicleTab;
  overviewExtra?: VehicleOverviewSlot;
}) {
  if (tab === 'overview') {
    return (
      <>
        <VehicleOverview vehicle={vehicle} />
        {overviewExtra?.(vehicle)}
      </>
    );
  }
  if (tab === 'collaborators')
    return <CollaboratorsSection vehicle={vehicle} addForm={<AddCollaboratorForm vehicle={vehicle} />} />;
  if (tab === 'history') return <HistorySection vehicleId={vehicle._id} />;
  const Section = recordsSections[tab];
  if (!Section) return null;
  return (
    <Suspense fallback={<SectionSkeleton />}>
      <Section vehicle={vehicle} />
    </Suspense>
  );
}

/**
 * /dashboard/fleet/show/:vehicleId: the vehicle's head (photo, name, plate, due state, Edit / Delete or whose it
 * is) and its sections as tabs kept in the address (?tab=checks). A vehicle that is not the caller's, or is gone,
 * shows a clear not-found state (the server answers 404 and sends none of its data). `overviewExtra` is what the app
 * shows under the overview (the vehicle's maintenance).
 */
export function VehiclePage({ overviewExtra }: { overviewExtra?: VehicleOverviewSlot } = {}) {
  const { t } = useTranslation('vehicles');
  const { vehicleId = '' } = useParams();
  const [params] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const vehicle = useVehicle(vehicleId);
  const label = useVehicleLabel();
  usePageMeta(vehicle.data ? label(vehicle.data) : undefined);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-10">
      <Link
        to={FLEET_PATH}
        className="inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('show.back')}
      </Link>
      {vehicle.isPending ? (
        <VehicleSkeleton />
      ) : vehicle.isError ? (
        isMissingVehicle(vehicle.error) ? (
          <VehicleNotFound />
        ) : (
          <>
            <h1 className="sr-only">{t('show.loadError')}</h1>
            <LoadError
              title={t('show.loadError')}
              error={vehicle.error}
              retryLabel={t('show.retry')}
              onRetry={() => void vehicle.refetch()}
            />
          </>
        )
      ) : (
        <>
          <VehicleHeader vehicle={vehicle.data} />
          <VehicleTabs vehicleId={vehicle.data._id} current={tab} />
          <TabContent vehicle={vehicle.data} tab={tab} overviewExtra={overviewExtra} />
        </>
      )}
    </div>
  );
}

export default VehiclePage;
