import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { page } from './lazy-page.tsx';

/**
 * /dashboard/fleet/*: the list, the vehicle form (new, edit) and the vehicle page. The landing page's
 * "Get Started" asks for /dashboard/fleet?isAddingNewVehicle=true: that opens the add form.
 */
export const vehicleRoutes: RouteObject[] = [
  {
    index: true,
    loader: ({ request }: LoaderFunctionArgs) =>
      new URL(request.url).searchParams.get('isAddingNewVehicle') === 'true' ? redirect('/dashboard/fleet/new') : null,
    lazy: page(() => import('../../features/vehicles/pages/fleet-list-page.tsx')),
  },
  { path: 'new', lazy: page(() => import('../../features/vehicles/pages/new-vehicle-page.tsx')) },
  { path: 'edit/:vehicleId', lazy: page(() => import('../../features/vehicles/pages/edit-vehicle-page.tsx')) },
  { path: 'show/:vehicleId', lazy: page(() => import('../../features/vehicles/pages/vehicle-page.tsx')) },
];
