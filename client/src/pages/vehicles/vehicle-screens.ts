/**
 * The fleet's screens, each loaded on its own. The route table reaches them through this small module, so the
 * lists of files each screen needs sit here and not in the JavaScript every page loads first (the landing page's
 * budget counts each kilobyte).
 */
export const vehicleScreens = {
  list: () => import('../../features/vehicles/pages/fleet-list-page.tsx'),
  new: () => import('../../features/vehicles/pages/new-vehicle-page.tsx'),
  edit: () => import('../../features/vehicles/pages/edit-vehicle-page.tsx'),
  vehicle: () => import('./vehicle-screen.tsx'),
};
