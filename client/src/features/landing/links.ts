import { screens } from '@fleetcare/shared';

/**
 * The landing page's links. Booking a mechanic and requesting spare parts lead to screens still to come: the page
 * shows a link only once its path is a screen of the app (the shared screens table), so those appear with them.
 */
export const landingLinks = {
  /** Book Now and Book Mechanic: the booking form. */
  booking: '/dashboard/maintenance?bookingMaintenance=true',
  howItWorks: screens.howItWorks,
  spareParts: '/dashboard/spare-parts/spare-part-requests/new',
  fleet: '/dashboard/fleet?isAddingNewVehicle=true',
} as const;
