import type { RouteObject } from 'react-router';
import { screens } from '@fleetcare/shared';
import { alwaysRevalidate, requireSession } from '../../features/users/session/guards.ts';
import { titled } from '../shell/route-title.tsx';
import { page } from './lazy-page.tsx';

type ScreenName = 'registration' | 'applicationStatus' | 'referenceCheck';

/** One of the registration's screens, through the module that loads each (its file lists stay out of this chunk). */
const screen = (name: ScreenName) =>
  page(async () =>
    (await import('../../pages/technicians/technician-registration-screens.ts')).technicianRegistrationScreens[name](),
  );

const registration = screen('registration');

/**
 * The technician registration in the site layout: its steps and the application's status for signed-in users only
 * (without the session marker, to /login?redirectTo=<the full path asked for>), and the public page a reference's
 * link opens. The status page's path is also a step's pattern; the router prefers the fixed segment.
 */
export const technicianRegistrationRoutes: RouteObject[] = [
  {
    loader: requireSession,
    shouldRevalidate: alwaysRevalidate,
    children: [
      { path: screens.technicianRegistration, lazy: registration, ...titled('technicianRegistration') },
      { path: screens.technicianRegistrationStep, lazy: registration, ...titled('technicianRegistration') },
      {
        path: screens.technicianApplicationStatus,
        lazy: screen('applicationStatus'),
        ...titled('technicianApplicationStatus'),
      },
    ],
  },
  { path: screens.technicianReferenceCheck, lazy: screen('referenceCheck'), ...titled('technicianReferenceCheck') },
];
