import { adminsAdmin, auditLogAdmin, type AdminContribution } from './modules/admin/index.ts';
import { contentAdmin } from './modules/content/index.ts';
import { ledgerAdmin } from './modules/ledger/index.ts';
import { maintenanceAdmin, maintenanceRequestsAdmin } from './modules/maintenance/index.ts';
import { notificationsAdmin } from './modules/notifications/index.ts';
import { paymentsAdmin } from './modules/payments/index.ts';
import { reviewsAdmin } from './modules/reviews/index.ts';
import { sparePartQuotationsAdmin, sparePartRequestsAdmin, suppliersAdmin } from './modules/spare-parts/index.ts';
import { subscriptionsAdmin } from './modules/subscriptions/index.ts';
import { techniciansAdmin } from './modules/technicians/index.ts';
import { usersAdmin } from './modules/users/index.ts';
import { vehiclesAdmin } from './modules/vehicles/index.ts';
import { bankAccountsAdmin, couponsAdmin, payoutsAdmin, walletTransactionsAdmin } from './modules/wallet/index.ts';

/**
 * What each module contributes to the admin panel: its resources, their actions and the home page's figures.
 * A module's declarations live in `modules/<domain>/admin/`; listing them here is all it takes to serve them.
 */
export const adminContributions: AdminContribution[] = [
  adminsAdmin,
  auditLogAdmin,
  walletTransactionsAdmin,
  paymentsAdmin,
  payoutsAdmin,
  bankAccountsAdmin,
  couponsAdmin,
  ledgerAdmin,
  usersAdmin,
  vehiclesAdmin,
  maintenanceAdmin,
  maintenanceRequestsAdmin,
  reviewsAdmin,
  notificationsAdmin,
  contentAdmin,
  subscriptionsAdmin,
  techniciansAdmin,
  suppliersAdmin,
  sparePartRequestsAdmin,
  sparePartQuotationsAdmin,
];
