import type { AccountErasureStep } from './modules/users/index.ts';
import { eraseMaintenancePersonalData } from './modules/maintenance/index.ts';
import { eraseReviewPersonalData } from './modules/reviews/index.ts';
import { eraseSparePartRequestPersonalData, eraseSupplierPersonalData } from './modules/spare-parts/index.ts';
import { eraseTechnicianPersonalData } from './modules/technicians/index.ts';

/**
 * What each module erases of an account besides the users module's own data, run in the erasure's transaction
 * (see eraseDueAccounts). A module holding personal data of its own adds its step here.
 */
export const accountErasureSteps: readonly AccountErasureStep[] = [
  eraseTechnicianPersonalData,
  eraseMaintenancePersonalData,
  eraseReviewPersonalData,
  eraseSupplierPersonalData,
  eraseSparePartRequestPersonalData,
];
