import { accountErasureSteps } from '../account-erasure-steps.ts';
import type { AppDeps } from '../deps.ts';
import { runAutoCompleteSweep, runDispatchSweep, runExpirySweep } from '../modules/maintenance/index.ts';
import { runSparePartAutoCompleteSweep, runSparePartExpirySweep } from '../modules/spare-parts/index.ts';
import { eraseDueAccounts } from '../modules/users/index.ts';
import { runDueSweep, sendDocumentReminders } from '../modules/vehicles/index.ts';
import { reconcilePayouts } from '../modules/wallet/index.ts';
import type { JobRunner } from './runner.ts';

export { createJobRunner, type Job, type JobRunner } from './runner.ts';

/** Every scheduled sweep of the app. Jobs are entry points like routers: they call service functions. */
export function registerJobs(runner: JobRunner, deps: AppDeps): void {
  runner.registerJob({
    name: 'account-erasure',
    intervalMs: 60 * 60_000,
    run: () => eraseDueAccounts(deps, accountErasureSteps),
  });
  runner.registerJob({ name: 'fleet-due-sweep', intervalMs: 60 * 60_000, run: () => runDueSweep(deps) });
  runner.registerJob({
    name: 'vehicle-document-reminders',
    intervalMs: 60 * 60_000,
    run: () => sendDocumentReminders(deps),
  });
  runner.registerJob({ name: 'payout-reconciliation', intervalMs: 10 * 60_000, run: () => reconcilePayouts(deps) });
  runner.registerJob({ name: 'maintenance-dispatch', intervalMs: 60_000, run: () => runDispatchSweep(deps) });
  runner.registerJob({ name: 'maintenance-expiry', intervalMs: 5 * 60_000, run: () => runExpirySweep(deps) });
  runner.registerJob({
    name: 'spare-part-request-expiry',
    intervalMs: 5 * 60_000,
    run: () => runSparePartExpirySweep(deps),
  });
  runner.registerJob({
    name: 'spare-part-auto-complete',
    intervalMs: 10 * 60_000,
    run: () => runSparePartAutoCompleteSweep(deps),
  });
  runner.registerJob({
    name: 'maintenance-auto-complete',
    intervalMs: 10 * 60_000,
    run: () => runAutoCompleteSweep(deps),
  });
}
