import { lazy, Suspense } from 'react';
import type { VehicleDto } from '@fleetcare/shared';
import { SectionSkeleton, VehiclePage } from '../../features/vehicles/pages/vehicle-page.tsx';

// The maintenance section loads with the overview, in a chunk of its own: the vehicle page itself stays small.
const VehicleMaintenance = lazy(() => import('../../features/maintenance/components/vehicle-maintenance.tsx'));

/**
 * The vehicle's maintenance is its owner's business: the owner sees the section (and books a mechanic from it while
 * the vehicle is not deleted); a collaborator does not.
 */
function maintenanceOf(vehicle: VehicleDto) {
  if (vehicle.access !== 'owner') return null;
  return (
    <Suspense fallback={<SectionSkeleton />}>
      <VehicleMaintenance vehicleId={vehicle._id} canBook={!vehicle.archived} />
    </Suspense>
  );
}

/** /dashboard/fleet/show/:vehicleId: the vehicles feature's vehicle page, with the maintenance feature's section. */
export function VehicleScreen() {
  return <VehiclePage overviewExtra={maintenanceOf} />;
}

export default VehicleScreen;
