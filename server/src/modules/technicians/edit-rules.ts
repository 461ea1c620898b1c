import { editRules, type EditOutcome, type EditTarget, type TechnicianStatus } from '@fleetcare/shared';
import { AppError } from '../../lib/errors.ts';

/** The outcome of changing `target` in `status`, or the 409 that refuses it (naming the status in `detail`). */
export function checkEdit(status: TechnicianStatus, target: EditTarget): Exclude<EditOutcome, 'locked'> {
  const outcome = editRules[status][target];
  if (outcome === 'locked') {
    throw new AppError('TECHNICIAN_STATUS_CONFLICT', {
      message:
        target === 'onDuty'
          ? 'Only an approved technician can go on or off duty.'
          : `The ${target} section cannot be changed while the application is ${status}.`,
      detail: status,
    });
  }
  return outcome;
}
