import type { ObdReadingDto, TroubleCodeDto } from '@fleetcare/shared';
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
