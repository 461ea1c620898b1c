import {
  lagosDayEnd,
  lagosInstant,
  lagosToday,
  nextDue,
  v,
  randomToken,
  type CompletedCheckDto,
  type Page,
  type SubmitCheckInput,
  type VehicleRecordsQuery,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { validationFailed } from '../../../lib/http/validate.ts';
import { makeCheckPhoto } from './check-photo.ts';
import { refreshVehicleDue } from '../due/due-state.service.ts';
import { recordMileage } from '../mileage/mileage.service.ts';
import { toCompletedCheckDto } from './routine-check.mapper.ts';
import {
  findCheck,
  findCheckIdByRequest,
  findResultWithCheck,
  insertCheckIfNew,
  insertCheckResults,
  listChecks,
  mileageAt,
  setResultPhoto,
  type CheckAggregate,
} from './routine-checks.repository.ts';
import { lockSchedules, updateSchedule } from './schedules.repository.ts';
import { loadVehicleFor } from '../vehicles/vehicle-access.ts';
import { recordVehicleEvent } from '../vehicles/vehicle-events.repository.ts';

export type ChecksDeps = Pick<AppDeps, 'db' | 'now' | 'storage' | 'logger'>;

/** Signed photo links last a day (the history page is reloaded long before). */
export const CHECK_PHOTO_URL_TTL_SECONDS = 86_400;

async function checkDtos(deps: Pick<AppDeps, 'storage'>, aggregates: CheckAggregate[]): Promise<CompletedCheckDto[]> {
  const urls = new Map<string, string>();
  const withPhotos = aggregates.flatMap((aggregate) => aggregate.results).filter((result) => result.photoKey);
  await Promise.all(
    withPhotos.map(async (result) => {
      if (result.photoKey)
        urls.set(result.id, await deps.storage.signedUrl(result.photoKey, CHECK_PHOTO_URL_TTL_SECONDS));
    }),
  );
  return aggregates.map((aggregate) => toCompletedCheckDto(aggregate, urls));
}

async function checkDto(deps: Pick<AppDeps, 'db' | 'storage'>, checkId: string): Promise<CompletedCheckDto> {
  const aggregate = await findCheck(deps.db, checkId);
  if (!aggregate) throw new AppError('NOT_FOUND', { message: 'This check was not found.' });
  const [dto] = await checkDtos(deps, [aggregate]);
  if (!dto) throw new AppError('NOT_FOUND', { message: 'This check was not found.' });
  return dto;
}

/** When a check's mileage was read: now for a check of today, else midday (Lagos) of its day. */
function readingTime(checkedOn: string, today: string, now: Date): Date {
  return checkedOn === today ? now : lagosInstant(checkedOn, '12:00');
}

export type SubmitCheckOutcome = { check: CompletedCheckDto; replayed: boolean };

/**
 * submit-completed-routine-check (edit rights), all in one transaction: the check and its results; each item
 * checked 'ok' or 'replaced' counts as done on the check's date at its mileage (its next due date and distance
 * move on; 'attention' is recorded but leaves the item due); a mileage entry when mileageKm is given (never below
 * the current reading); the due states. A replay with the same clientRequestId returns the first check and
 * changes nothing, also when both arrive at once.
 */
export async function submitCompletedCheck(
  deps: ChecksDeps,
  userId: string,
  input: SubmitCheckInput,
): Promise<SubmitCheckOutcome> {
  const { vehicle } = await loadVehicleFor(deps.db, userId, input.vehicleId, 'edit');
  const requestId = input.clientRequestId ?? null;
  if (requestId) {
    const earlier = await findCheckIdByRequest(deps.db, vehicle.id, requestId);
    if (earlier) return { check: await checkDto(deps, earlier), replayed: true };
  }
  const now = deps.now();
  const today = lagosToday(now);
  const checkedOn = input.checkedOn ?? today;
  const mileageKm = input.mileageKm ?? null;

  const checkId = await deps.db.transaction(async (db) => {
    const check = await insertCheckIfNew(db, {
      vehicleId: vehicle.id,
      submittedBy: userId,
      checkedOn,
      mileageKm,
      notes: input.notes ?? null,
      clientRequestId: requestId,
      createdAt: now,
    });
    // Another request with the same key got there first (and committed): nothing was written here.
    if (!check) return null;

    const ids = input.results.map((result) => result.scheduleId);
    const schedules = new Map((await lockSchedules(db, vehicle.id, ids)).map((row) => [row.id, row]));
    const unknown = Object.fromEntries(
      input.results.flatMap((result, index) =>
        schedules.has(result.scheduleId) ? [] : [[`results[${index}].scheduleId`, v.scheduleIdInvalid]],
      ),
    );
    if (Object.keys(unknown).length > 0) throw validationFailed(unknown);

    if (mileageKm !== null) {
      await recordMileage(
        { db, now: () => now },
        {
          vehicleId: vehicle.id,
          valueKm: mileageKm,
          recordedAt: readingTime(checkedOn, today, now),
          source: 'check',
          actorId: userId,
          field: 'mileageKm',
          dateField: 'checkedOn',
        },
      );
    }
    const doneAtKm =
      mileageKm ??
      (checkedOn === today ? vehicle.totalMileageKm : await mileageAt(db, vehicle.id, lagosDayEnd(checkedOn)));

    await insertCheckResults(
      db,
      input.results.map((result) => {
        const schedule = schedules.get(result.scheduleId);
        return {
          checkId: check.id,
          scheduleId: result.scheduleId,
          item: schedule?.item ?? 'custom',
          customName: schedule?.item === 'custom' ? schedule.customName : null,
          result: result.result,
          notes: result.notes ?? null,
        };
      }),
    );
    for (const result of input.results) {
      const schedule = schedules.get(result.scheduleId);
      // 'attention' leaves the item due; a check dated before the item was last done does not move it back. A
      // check of an item whose last time was not known tells it.
      if (!schedule || result.result === 'attention') continue;
      if (schedule.lastDoneAt !== null && checkedOn < schedule.lastDoneAt) continue;
      const rule = {
        lastDoneAt: checkedOn,
        lastDoneKm: doneAtKm,
        intervalDays: schedule.intervalDays,
        intervalKm: schedule.intervalKm,
      };
      await updateSchedule(db, schedule.id, {
        lastDoneAt: rule.lastDoneAt,
        lastDoneKm: rule.lastDoneKm,
        ...nextDue(rule),
        updatedAt: now,
      });
    }
    await refreshVehicleDue(db, vehicle.id, today);
    await recordVehicleEvent(db, {
      vehicleId: vehicle.id,
      actorId: userId,
      type: 'check-submitted',
      detail: {
        checkId: check.id,
        checkedOn,
        mileageKm,
        results: input.results.map((result) => {
          const schedule = schedules.get(result.scheduleId);
          return { item: schedule?.item ?? null, customName: schedule?.customName || null, result: result.result };
        }),
      },
      at: now,
    });
    return check.id;
  });

  if (checkId) return { check: await checkDto(deps, checkId), replayed: false };
  const first = requestId ? await findCheckIdByRequest(deps.db, vehicle.id, requestId) : undefined;
  if (!first) throw new AppError('CONFLICT', { message: 'This check is being saved by another request. Reload.' });
  return { check: await checkDto(deps, first), replayed: true };
}

/** get-vehicle-completed-routine-checks: the vehicle's check history, newest first (view rights). */
export async function getCompletedChecks(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  userId: string,
  vehicleId: string,
  query: VehicleRecordsQuery,
): Promise<Page<CompletedCheckDto>> {
  await loadVehicleFor(deps.db, userId, vehicleId, 'view');
  const { rows, total } = await listChecks(deps.db, vehicleId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: await checkDtos(deps, rows), total, page: query.page, limit: query.limit };
}

/**
 * upload-routine-check-result-photo (edit rights): the photo of one result of a submitted check, checked by its
 * content and stored resized; a second upload replaces the first. Returns the check.
 */
export async function uploadCheckResultPhoto(
  deps: ChecksDeps,
  userId: string,
  resultId: string,
  bytes: Buffer,
): Promise<CompletedCheckDto> {
  const found = await findResultWithCheck(deps.db, resultId);
  if (!found) throw new AppError('NOT_FOUND', { message: 'This check result was not found.' });
  await loadVehicleFor(deps.db, userId, found.check.vehicleId, 'edit').catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', { message: 'This check result was not found.' });
    }
    throw error;
  });
  const photo = await makeCheckPhoto(bytes);
  const key = `vehicles/${found.check.vehicleId}/checks/${found.check.id}/${randomToken(12)}.webp`;
  await deps.storage.put(key, photo, 'image/webp');
  try {
    await deps.db.transaction(async (db) => {
      await setResultPhoto(db, resultId, key);
      await recordVehicleEvent(db, {
        vehicleId: found.check.vehicleId,
        actorId: userId,
        type: 'check-photo-added',
        detail: { checkId: found.check.id, item: found.result.item, customName: found.result.customName },
        at: deps.now(),
      });
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  const previous = found.result.photoKey;
  if (previous && previous !== key) {
    await deps.storage.delete(previous).catch((error: unknown) => {
      deps.logger.warn({ err: error, key: previous }, 'could not delete a replaced check photo');
    });
  }
  return checkDto(deps, found.check.id);
}
