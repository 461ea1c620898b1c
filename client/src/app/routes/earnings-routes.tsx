import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { titled } from '../shell/route-title.tsx';
import { screensFrom } from './lazy-page.tsx';

const screen = screensFrom(
  async () => (await import('../../pages/maintenance/technician-screens.ts')).technicianScreens,
);

/** /dashboard/earnings: the technician's earnings from settled jobs (the server refuses anyone not a technician). */
export const earningsRoute: RouteObject = {
  path: screens.earnings,
  lazy: screen('earnings'),
  ...titled('earnings'),
};
