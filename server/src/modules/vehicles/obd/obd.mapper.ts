import type { ObdReadingDto, ObdReadingsDto, TroubleCodeDto } from '@fleetcare/shared';
import { troubleCodeDescription } from './sae-codes.ts';
import type { ObdReadingRow, TroubleCodeRow } from './obd.repository.ts';

export function toObdReadingDto(row: ObdReadingRow): ObdReadingDto {
  return {
    recordedAt: row.recordedAt.toISOString(),
    odometerKm: row.odometerKm,
    speedKmh: row.speedKmh,
    rpm: row.rpm,
    coolantTempC: row.coolantTempC,
    fuelLevelPct: row.fuelLevelPct,
    batteryVoltage: row.batteryVoltage,
    troubleCodes: [...row.troubleCodes],
  };
}

export function toTroubleCodeDto(row: TroubleCodeRow): TroubleCodeDto {
  return {
    code: row.code,
    description: troubleCodeDescription(row.code),
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}

/** A vehicle's readings (newest first), the newest on its own, and its active trouble codes. */
export function toObdReadingsDto(
  vehicleId: string,
  readings: ObdReadingRow[],
  codes: TroubleCodeRow[],
): ObdReadingsDto {
  const history = readings.map(toObdReadingDto);
  return { vehicleId, latest: history[0] ?? null, history, activeTroubleCodes: codes.map(toTroubleCodeDto) };
}
