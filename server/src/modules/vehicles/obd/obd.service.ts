import {
  authFailureDetail,
  formatPlate,
  vehicleLabel,
  randomToken,
  type ObdDeviceTokenDto,
  type ObdIngestInput,
  type ObdIngestResultDto,
  type ObdReadingsDto,
  type ObdReadingsQuery,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { hashToken } from '../../../lib/crypto.ts';
import { AppError } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import type { RateLimiter } from '../../../lib/rate-limit.ts';
import { notifyMany } from '../../notifications/index.ts';
import { vehiclePath } from '../collaborators/collaborators.service.ts';
import { recordMileage } from '../mileage/mileage.service.ts';
import { troubleCodeDescription } from './sae-codes.ts';
import { toObdReadingsDto } from './obd.mapper.ts';
import {
  activeTroubleCodes,
  clearStaleTroubleCodes,
  findVehicleByObdTokenHash,
  insertObdReadings,
  latestObdReadings,
  setObdToken,
  upsertTroubleCodes,
  type NewObdReading,
  type TroubleCodeSighting,
} from './obd.repository.ts';
import { loadVehicleFor, type VehicleRow } from '../vehicles/vehicle-access.ts';
import { byLocale, vehicleAudience } from '../vehicles/vehicle-audience.repository.ts';
import { recordVehicleEvent } from '../vehicles/vehicle-events.repository.ts';

/** A device token: 32 random bytes, base64url (43 characters). */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_HINT_LENGTH = 4;

export interface ObdLimits {
  /** Every post from one address (a depot's trackers may share one): stops floods before any database work. */
  ingestPerIp: RateLimiter;
  /** Posts of one device: about one a second is plenty, since a post carries up to 500 readings. */
  ingestPerDevice: RateLimiter;
}

const limitsCache = new WeakMap<AppDeps['limits'], ObdLimits>();

export function obdLimits(deps: Pick<AppDeps, 'limits'>): ObdLimits {
  let limits = limitsCache.get(deps.limits);
  if (!limits) {
    limits = {
      ingestPerIp: deps.limits.create({ name: 'obd-ingest-ip', points: 1200, durationSeconds: 60 }),
      ingestPerDevice: deps.limits.create({ name: 'obd-ingest-device', points: 60, durationSeconds: 60 }),
    };
    limitsCache.set(deps.limits, limits);
  }
  return limits;
}

/**
 * generate-vehicle-obd-device-token (edit rights): a new random token, shown this once; only its SHA-256 and last
 * four characters are kept. A vehicle has one device token: a new one replaces the old, which stops working at once.
 */
export async function createObdToken(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  vehicleId: string,
): Promise<ObdDeviceTokenDto> {
  const token = randomToken(TOKEN_BYTES);
  const hint = token.slice(-TOKEN_HINT_LENGTH);
  await deps.db.transaction(async (db) => {
    const { vehicle } = await loadVehicleFor(db, userId, vehicleId, 'edit');
    const at = deps.now();
    await setObdToken(db, vehicle.id, { hash: hashToken(token), hint }, at);
    await recordVehicleEvent(db, {
      vehicleId: vehicle.id,
      actorId: userId,
      type: 'obd-token-created',
      detail: { tokenHint: hint, replacedHint: vehicle.obdTokenHint },
      at,
    });
  });
  return { vehicleId, token, tokenHint: hint };
}

/** revoke-vehicle-obd-device-token (edit rights): the device's posts are refused from now on. */
export async function revokeObdToken(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  vehicleId: string,
): Promise<{ vehicleId: string; obdDevice: null }> {
  await deps.db.transaction(async (db) => {
    const { vehicle } = await loadVehicleFor(db, userId, vehicleId, 'edit');
    if (!vehicle.obdTokenHash) {
      throw new AppError('CONFLICT', { message: 'This vehicle has no OBD device token to revoke.' });
    }
    const at = deps.now();
    await setObdToken(db, vehicle.id, null, at);
    await recordVehicleEvent(db, {
      vehicleId: vehicle.id,
      actorId: userId,
      type: 'obd-token-revoked',
      detail: { tokenHint: vehicle.obdTokenHint },
      at,
    });
  });
  return { vehicleId, obdDevice: null };
}

function deviceRefused(detail: string, message: string): AppError {
  return new AppError('UNAUTHENTICATED', {
    message,
    detail,
    headers: { 'WWW-Authenticate': 'Bearer realm="fleetcare-obd"' },
  });
}

/**
 * The vehicle a device token belongs to (`Authorization: Bearer <token>`), after the per-address and per-device
 * rate limits. A missing, malformed, revoked or replaced token, or one of a deleted vehicle, is 401.
 */
export async function authenticateObdDevice(
  deps: Pick<AppDeps, 'db' | 'limits'>,
  token: string | undefined,
  ip: string | null,
): Promise<VehicleRow> {
  const limits = obdLimits(deps);
  await limits.ingestPerIp.consume(ip ?? 'unknown');
  if (!token) {
    throw deviceRefused(authFailureDetail.notProvided, 'Send the device token as "Authorization: Bearer <token>".');
  }
  const vehicle = TOKEN_PATTERN.test(token) ? await findVehicleByObdTokenHash(deps.db, hashToken(token)) : undefined;
  if (!vehicle) {
    throw deviceRefused(authFailureDetail.invalidToken, 'This device token is not valid (it may have been replaced).');
  }
  if (vehicle.archivedAt) {
    throw deviceRefused(authFailureDetail.invalidToken, 'The vehicle of this device token was deleted.');
  }
  await limits.ingestPerDevice.consume(vehicle.id);
  return vehicle;
}

/** Each code of the stored readings with the first and last time it was reported in them. */
function sightingsOf(readings: { recordedAt: Date; troubleCodes: string[] }[]): TroubleCodeSighting[] {
  const byCode = new Map<string, TroubleCodeSighting>();
  for (const reading of readings) {
    for (const code of reading.troubleCodes) {
      const seen = byCode.get(code);
      if (!seen) byCode.set(code, { code, firstSeenAt: reading.recordedAt, lastSeenAt: reading.recordedAt });
      else {
        if (reading.recordedAt < seen.firstSeenAt) seen.firstSeenAt = reading.recordedAt;
        if (reading.recordedAt > seen.lastSeenAt) seen.lastSeenAt = reading.recordedAt;
      }
    }
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * POST /vehicles/obd/readings: stores a device's readings in one transaction. A reading already stored (same
 * vehicle and time: a replay or a resend) is skipped and counted as a duplicate, so a replayed post changes
 * nothing. The highest new odometer goes into the mileage log as an 'obd' reading when it is above the current
 * mileage (never lowering it); codes not active for the vehicle notify the owner and edit collaborators once,
 * with their SAE description.
 */
export async function ingestObdReadings(
  deps: AppDeps,
  vehicle: VehicleRow,
  input: ObdIngestInput,
): Promise<ObdIngestResultDto> {
  const now = deps.now();
  const unique = new Map<number, NewObdReading>();
  for (const reading of input.readings) {
    const at = reading.timestamp.getTime();
    if (unique.has(at)) continue;
    unique.set(at, {
      vehicleId: vehicle.id,
      recordedAt: reading.timestamp,
      odometerKm: reading.odometerKm,
      speedKmh: reading.speedKmh,
      rpm: reading.rpm,
      coolantTempC: reading.coolantTempC,
      fuelLevelPct: reading.fuelLevelPct,
      batteryVoltage: reading.batteryVoltage,
      troubleCodes: [...new Set(reading.troubleCodes)].sort(),
    });
  }
  const rows = [...unique.values()].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());

  const outcome = await deps.db.transaction(async (db) => {
    const stored = await insertObdReadings(db, rows);
    if (stored.length === 0) return { stored: 0, newCodes: [] };
    const newCodes = await upsertTroubleCodes(db, vehicle.id, sightingsOf(stored));
    await clearStaleTroubleCodes(db, vehicle.id, now);
    const highest = highestOdometer(stored);
    if (highest) {
      // Only ever raises the mileage: recordMileage skips a device reading that is not above the current one.
      await recordMileage(
        { db, now: deps.now },
        { vehicleId: vehicle.id, valueKm: highest.valueKm, recordedAt: highest.at, source: 'obd', actorId: null },
      );
    }
    if (newCodes.length > 0) {
      await recordVehicleEvent(db, {
        vehicleId: vehicle.id,
        actorId: null,
        type: 'obd-trouble-codes',
        detail: { codes: newCodes },
        at: now,
      });
    }
    return { stored: stored.length, newCodes };
  });

  if (outcome.newCodes.length > 0) await tellAboutTroubleCodes(deps, vehicle, outcome.newCodes);
  return { accepted: outcome.stored, duplicates: input.readings.length - outcome.stored };
}

function highestOdometer(readings: { odometerKm: number | null; recordedAt: Date }[]) {
  let highest: { valueKm: number; at: Date } | null = null;
  for (const reading of readings) {
    if (reading.odometerKm !== null && (highest === null || reading.odometerKm > highest.valueKm)) {
      highest = { valueKm: reading.odometerKm, at: reading.recordedAt };
    }
  }
  return highest;
}

/** "P0301 (Cylinder 1 Misfire Detected); P1234" — the SAE description where the code is generic. */
function describeCodes(codes: string[]): string {
  return codes
    .map((code) => {
      const description = troubleCodeDescription(code);
      return description ? `${code} (${description})` : code;
    })
    .join('; ');
}

/**
 * Tells the owner and the collaborators with edit rights about codes that are new for the vehicle (one
 * notification per post, in each reader's language). The readings are stored already: a failure here is logged,
 * never the device's problem.
 */
async function tellAboutTroubleCodes(deps: AppDeps, vehicle: VehicleRow, codes: string[]): Promise<void> {
  try {
    const name = `${vehicleLabel({
      fullVIN: vehicle.vin,
      category: vehicle.category,
      vehicleBrand: vehicle.brand,
      vehicleModel: vehicle.model,
      vehicleYear: vehicle.year,
    })} (${formatPlate(vehicle.plateNumber)})`;
    const described = describeCodes(codes);
    const audience = await vehicleAudience(deps.db, vehicle.id, { editorsOnly: true });
    for (const [locale, userIds] of byLocale(audience)) {
      await notifyMany(deps, userIds, {
        kind: 'plain',
        category: 'fleet',
        message: t(locale, 'notices:obd.troubleCodes', { vehicle: name, codes: described, count: codes.length }),
        actionPath: vehiclePath(vehicle.id),
      });
    }
  } catch (error) {
    deps.logger.error({ err: error, vehicleId: vehicle.id, codes }, 'could not send the trouble-code notification');
  }
}

/** fetch-vehicle-obd-readings (view rights): the newest reading, the history (newest first) and the active codes. */
export async function getObdReadings(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  query: ObdReadingsQuery,
): Promise<ObdReadingsDto> {
  const { vehicle } = await loadVehicleFor(deps.db, userId, query.vehicleId, 'view');
  const [history, codes] = await Promise.all([
    latestObdReadings(deps.db, vehicle.id, query.limit),
    activeTroubleCodes(deps.db, vehicle.id, deps.now()),
  ]);
  return toObdReadingsDto(vehicle.id, history, codes);
}
