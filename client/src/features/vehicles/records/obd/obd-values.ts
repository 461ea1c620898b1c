import type { ObdReadingDto } from '@fleetcare/shared';
import type { TFunction } from 'i18next';
import { formatKm, formatNumber } from '../../../../lib/format.ts';

type Measure = Exclude<keyof ObdReadingDto, 'recordedAt' | 'troubleCodes'>;

export const obdMeasures: Measure[] = [
  'odometerKm',
  'speedKmh',
  'rpm',
  'coolantTempC',
  'fuelLevelPct',
  'batteryVoltage',
];

/** A measurement with its unit, or a dash when the device did not report it. */
export function measureText(
  t: TFunction,
  measure: Measure,
  reading: ObdReadingDto,
  language: string | undefined,
): string {
  const value = reading[measure];
  if (value === null) return t('vehicle-records:obd.notReported');
  switch (measure) {
    case 'odometerKm':
      return formatKm(value, language);
    case 'speedKmh':
      return `${formatNumber(value, language)} km/h`;
    case 'rpm':
      return formatNumber(value, language);
    case 'coolantTempC':
      return `${formatNumber(value, language)} °C`;
    case 'fuelLevelPct':
      return `${formatNumber(value, language)} %`;
    case 'batteryVoltage':
      return `${formatNumber(value, language, 1)} V`;
  }
}
