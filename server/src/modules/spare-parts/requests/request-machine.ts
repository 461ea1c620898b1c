import {
  canSparePartRequestTransition,
  sparePartRequestEditRules,
  sparePartRequestTransitions,
  type SparePartRequestActor,
  type SparePartRequestStatus,
  type SparePartRequestTransitionName,
} from '@fleetcare/shared';
import { AppError } from '../../../lib/errors.ts';

const conflict = (status: SparePartRequestStatus) =>
  new AppError('SPARE_PART_REQUEST_STATUS_CONFLICT', { detail: status });

/**
 * The status `name` enters from `status` when `actor` takes it (the process is `sparePartRequestTransitions`), or a
 * 409 SPARE_PART_REQUEST_STATUS_CONFLICT naming the current status. Every change of a request's status goes
 * through here, under the request's row lock, so a refused one changes nothing.
 */
export function checkSparePartTransition(
  name: SparePartRequestTransitionName,
  status: SparePartRequestStatus,
  actor: SparePartRequestActor,
): SparePartRequestStatus {
  if (!canSparePartRequestTransition(name, status, actor)) throw conflict(status);
  return sparePartRequestTransitions[name].to;
}

/**
 * Nothing when the customer may `action` (edit its details and items, or delete it) a request in `status`
 * (`sparePartRequestEditRules`); else a 409 SPARE_PART_REQUEST_STATUS_CONFLICT naming the status.
 */
export function checkSparePartEdit(status: SparePartRequestStatus, action: 'edit' | 'delete'): void {
  if (!sparePartRequestEditRules[status][action]) throw conflict(status);
}
