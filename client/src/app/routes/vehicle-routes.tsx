import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { titled } from '../shell/route-title.tsx';
import { screensFrom } from './lazy-page.tsx';

const screen = screensFrom(async () => (await import('../../pages/vehicles/vehicle-screens.ts')).vehicleScreens);

/**
 * /dashboard/fleet/*: the list, the vehicle form (new, edit) and the vehicle page. The landing page's
 * "Get Started" asks for /dashboard/fleet?isAddingNewVehicle=true: that opens the add form.
 */
export const vehicleRoutes: RouteObject[] = [
  {
    index: true,
    loader: ({ request }: LoaderFunctionArgs) =>
      new URL(request.url).searchParams.get('isAddingNewVehicle') === 'true' ? redirect(screens.newVehicle) : null,
    lazy: screen('list'),
    ...titled('fleet'),
  },
  {
    path: screens.newVehicle,
    lazy: screen('new'),
    ...titled('newVehicle'),
  },
  {
    path: screens.editVehicle,
    lazy: screen('edit'),
    ...titled('editVehicle'),
  },
  {
    path: screens.vehicle,
    lazy: screen('vehicle'),
    ...titled('vehicle'),
  },
];
