import type { CompletedCheckDto, RoutineCheckItem } from '@fleetcare/shared';
import type { CheckAggregate } from './routine-checks.repository.ts';

/** Row → DTO with an explicit field list; photo URLs are signed by the caller (photoUrls by result id). */
export function toCompletedCheckDto(aggregate: CheckAggregate, photoUrls: Map<string, string>): CompletedCheckDto {
  const { check, submitter, results } = aggregate;
  return {
    _id: check.id,
    vehicleId: check.vehicleId,
    checkedOn: check.checkedOn,
    mileageKm: check.mileageKm,
    notes: check.notes,
    submittedBy: submitter
      ? { _id: submitter.id, fullName: `${submitter.firstName} ${submitter.lastName}`.trim() }
      : null,
    results: results.map((result) => ({
      _id: result.id,
      scheduleId: result.scheduleId,
      item: result.item as RoutineCheckItem,
      customName: result.item === 'custom' ? result.customName : null,
      result: result.result,
      notes: result.notes,
      photoUrl: photoUrls.get(result.id) ?? null,
    })),
    createdAt: check.createdAt.toISOString(),
  };
}
