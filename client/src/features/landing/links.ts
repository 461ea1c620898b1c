/** The landing page's links, each to a screen the app has. */
export const landingLinks = {
  /** Book Now and Book Mechanic: the booking link. */
  booking: '/dashboard/maintenance?bookingMaintenance=true',
  howItWorks: '/how-it-works',
  spareParts: '/dashboard/spare-parts/spare-part-requests/new',
  fleet: '/dashboard/fleet?isAddingNewVehicle=true',
} as const;
