import type { HealthDto } from '@fleetcare/shared';
import type { HealthReport } from './health.service.ts';

export function toHealthDto(report: HealthReport): HealthDto {
  return {
    status: 'ok',
    database: { kind: report.kind, answers: true, latencyMs: report.latencyMs, migrations: report.migrations },
    uptimeSeconds: report.uptimeSeconds,
    version: report.version,
  };
}
