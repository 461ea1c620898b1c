/** Where the calls to action lead (guarded routes: a visitor signs in first and comes back). */
export const BOOK_MECHANIC_PATH = '/dashboard/maintenance?bookingMaintenance=true';
export const REQUEST_PARTS_PATH = '/dashboard/spare-parts/spare-part-requests/new';
