import type { VehicleDto } from '@fleetcare/shared';
import type { ComponentType } from 'react';
import { Toaster } from '../../../../components/ui/toast.tsx';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { testVehicle } from './fixtures.ts';

/** One records section of a vehicle's page, with the toaster, on a fresh query client that does not retry. */
export function renderRecordsSection(
  Section: ComponentType<{ vehicle: VehicleDto }>,
  vehicle: VehicleDto = testVehicle(),
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderRoutes(
    [
      {
        path: '/',
        Component: () => (
          <>
            <Section vehicle={vehicle} />
            <Toaster closeLabel="Close" />
          </>
        ),
      },
    ],
    { queryClient },
  );
}
