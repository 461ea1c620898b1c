/**
 * The web app's screens: every path the app shows a page for, as a pattern (`:name` stands for one segment). The
 * client's route table builds its routes from these (client/src/app/router.tsx), so the two cannot drift; the server
 * answers a path that matches none of them with 404 (it still sends the app, which shows its not-found page); and an
 * entry of a menu, a footer or a page is shown only when its path leads to one of them, so a capability's entries
 * appear the day its screen joins this table.
 */
export const screens = {
  home: '/',
  login: '/login',
  signup: '/signup',
  requestConfirmationEmail: '/request-confirmation-email',
  resetPassword: '/resetpassword',
  enterNewPassword: '/enter-new-password',
  businessRegister: '/business/register',
  confirmEmail: '/status/confirm-email',
  sentPasswordReset: '/status/sent-password-reset',
  bookingSuccessful: '/status/booking-successful',
  bookingCanceled: '/status/booking-canceled',

  howItWorks: '/how-it-works',
  aboutUs: '/about-us',
  privacy: '/privacy',
  terms: '/terms',
  cookiePolicy: '/cookie-policy',
  help: '/help',
  blog: '/blog',
  blogPost: '/blog/:slug',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  servicePrice: '/services/get-price/:inspectionType',
  service: '/services/:serviceType',
  playground: '/playground',
  technician: '/technician',
  mechanic: '/mechanic',
  technicianRegistration: '/technician/technician-registration',
  technicianRegistrationStep: '/technician/technician-registration/:visibleComponent',
  technicianApplicationStatus: '/technician/technician-registration/application-status',
  technicianReferenceCheck: '/technician/reference-check',

  notifications: '/notifications',
  allNotifications: '/all-notifications',
  jobNotification: '/inspector/inspector-job-notification',

  dashboard: '/dashboard',
  calendar: '/dashboard/calendar',
  settings: '/dashboard/settings',
  profileSettings: '/dashboard/settings/user-profile',
  passwordSettings: '/dashboard/settings/password-settings',
  twoFactorSettings: '/dashboard/settings/two-factor',
  notificationSettings: '/dashboard/settings/notification-settings',
  paymentSettings: '/dashboard/settings/payment-settings',
  technicianProfile: '/dashboard/settings/technician-profile',
  supplierProfile: '/dashboard/settings/supplier-profile',
  subscriptions: '/dashboard/subscriptions',
  subscriptionProducts: '/dashboard/subscriptions/products',
  subscriptionCart: '/dashboard/subscriptions/subscription-cart',
  fleet: '/dashboard/fleet',
  newVehicle: '/dashboard/fleet/new',
  editVehicle: '/dashboard/fleet/edit/:vehicleId',
  vehicle: '/dashboard/fleet/show/:vehicleId',
  wallet: '/dashboard/wallet',
  walletTransactions: '/dashboard/wallet/wallet-transactions',
  bankAccounts: '/dashboard/wallet/bank-accounts',
  orderDetails: '/dashboard/order-details/:orderId',
  earnings: '/dashboard/earnings',
  maintenanceDetails: '/dashboard/maintenance/show/:maintenanceId',
  maintenance: '/dashboard/maintenance',
  newMaintenance: '/dashboard/maintenance/new',
  editMaintenance: '/dashboard/maintenance/edit/:maintenanceId',
  spareParts: '/dashboard/spare-parts',
  sparePartRequests: '/dashboard/spare-parts/spare-part-requests',
  newSparePartRequest: '/dashboard/spare-parts/spare-part-requests/new',
  editSparePartRequest: '/dashboard/spare-parts/spare-part-requests/edit/:sparePartRequestId',
  sparePartRequest: '/dashboard/spare-parts/spare-part-requests/show/:sparePartRequestId',
  myQuotations: '/dashboard/spare-parts/my-quotations',
  quotationInvitations: '/dashboard/spare-parts/my-quotations/quotation-invitations',
  invitedSparePartRequest: '/dashboard/spare-parts/my-quotations/show-request/:sparePartRequestId',
  createSparePartQuotation: '/dashboard/spare-parts/my-quotations/create-quotation/:sparePartRequestId',
  submittedSparePartQuotations: '/dashboard/spare-parts/my-quotations/submitted-quotations',
  sparePartRequestQuotations: '/dashboard/spare-parts/spare-part-requests/show-all-quotations/:sparePartRequestId',
  bookAPro: '/book-a-pro',
  viewReport: '/view-report/vehicle-inspection/:orderId',

  adminPanel: '/admin-panel',
  adminResourceList: '/admin-panel/resources/:resource/list',
  adminResourceRecord: '/admin-panel/resources/:resource/:recordId/show',
  adminPrivileges: '/admin-panel/privileges',
  adminRoles: '/admin-panel/roles',
} as const;

export type ScreenName = keyof typeof screens;
export type ScreenPath = (typeof screens)[ScreenName];

const screenPatterns: readonly string[] = Object.values(screens);

/** The path's segments as the app's router sees them: no empty segments (so no trailing slash), any letter case. */
function segmentsOf(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.toLowerCase());
}

function matches(pattern: string, segments: readonly string[]): boolean {
  const wanted = segmentsOf(pattern);
  return wanted.length === segments.length && wanted.every((part, i) => part.startsWith(':') || part === segments[i]);
}

/** The screen a path (no query, no hash) shows, or undefined when the app has no page there. */
export function screenOf(pathname: string): ScreenPath | undefined {
  const segments = segmentsOf(pathname);
  return screenPatterns.find((pattern) => matches(pattern, segments)) as ScreenPath | undefined;
}

/** Whether a link inside the app ("/dashboard/fleet?isAddingNewVehicle=true", "/#subscriptions") opens a screen. */
export function leadsToScreen(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const [pathname = ''] = href.split(/[?#]/, 1);
  return screenOf(pathname) !== undefined;
}

/** The entries whose `to` opens a screen of the app, in their order: the others wait for their screen. */
export function withScreens<Entry extends { to: string }>(entries: readonly Entry[]): Entry[] {
  return entries.filter((entry) => leadsToScreen(entry.to));
}
