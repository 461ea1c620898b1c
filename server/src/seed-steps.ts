import { coreSeedSteps, type SeedStep } from './db/seed.ts';
import type { AppDeps } from './deps.ts';
import { demoAdminsSeedStep } from './modules/admin/index.ts';
import { demoMaintenanceSeedStep } from './modules/maintenance/index.ts';
import { demoWalletSeedStep } from './modules/payments/index.ts';
import { demoReviewsSeedStep } from './modules/reviews/index.ts';
import { demoSuppliersSeedStep } from './modules/spare-parts/index.ts';
import { addLagosDemoTechnicians, demoTechniciansSeedStep } from './modules/technicians/index.ts';
import { demoFleetSeedStep } from './modules/vehicles/index.ts';
import { demoCouponsSeedStep } from './modules/wallet/index.ts';

/**
 * Every seed step, in the order they run: the db layer's own (installation, content, demo accounts), then each
 * module's demo step. A module's demo step lives in the module (`modules/<domain>/demo/`), is exported from its
 * index.ts as a function of the app's services that returns a SeedStep, and is listed here after the steps whose
 * records it builds on (the fleet after the accounts, the wallet after the coupon, the technicians after the admins
 * who reviewed them, the maintenance requests after the technicians and the wallet, the reviews after the maintenance
 * requests, the suppliers after the admins who approved them). The maintenance step gets the technicians module's
 * Lagos mechanics from here: technicians import the maintenance module's catalogue.
 */
export function seedStepsFor(deps: AppDeps): SeedStep[] {
  return [
    ...coreSeedSteps,
    demoCouponsSeedStep(deps),
    demoFleetSeedStep(deps),
    demoWalletSeedStep(deps),
    demoAdminsSeedStep(deps),
    demoTechniciansSeedStep(deps),
    demoMaintenanceSeedStep(deps, addLagosDemoTechnicians),
    demoReviewsSeedStep(deps),
    demoSuppliersSeedStep(deps),
  ];
}
