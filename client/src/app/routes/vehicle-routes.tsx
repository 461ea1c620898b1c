import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { titled } from '../shell/route-title.tsx';
import { page } from './lazy-page.tsx';

/**
 * /dashboard/fleet/*: the list, the vehicle form (new, edit) and the vehicle page. The landing page's
 * "Get Started" asks for /dashboard/fleet?isAddingNewVehicle=true: that opens the add form.
 */
export const vehicleRoutes: RouteObject[] = [
  {
    index: true,
    loader: ({ request }: LoaderFunctionArgs) =>
      new URL(request.url).searchParams.get('isAddingNewVehicle') === 'true' ? redirect(screens.newVehicle) : null,
    lazy: page(() => import('../../features/vehicles/pages/fleet-list-page.tsx')),
    ...titled('fleet'),
  },
  {
    path: screens.newVehicle,
    lazy: page(() => import('../../features/vehicles/pages/new-vehicle-page.tsx')),
    ...titled('newVehicle'),
  },
  {
    path: screens.editVehicle,
    lazy: page(() => import('../../features/vehicles/pages/edit-vehicle-page.tsx')),
    ...titled('editVehicle'),
  },
  {
    path: screens.vehicle,
    lazy: page(() => import('../../pages/vehicles/vehicle-screen.tsx')),
    ...titled('vehicle'),
  },
];
