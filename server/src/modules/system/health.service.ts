import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repository from './health.repository.ts';

export interface HealthReport {
  kind: Database['kind'];
  latencyMs: number;
  migrations: number;
  uptimeSeconds: number;
  version: string;
}

/** Checks that the database answers. A database that does not answer is a 503, not a crash. */
export async function checkHealth(database: Database, version: string): Promise<HealthReport> {
  const started = performance.now();
  try {
    await repository.selectOne(database.db);
  } catch (error) {
    throw new AppError('DATABASE_UNAVAILABLE', { cause: error });
  }
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  const migrations = await repository.countAppliedMigrations(database.db);
  return { kind: database.kind, latencyMs, migrations, uptimeSeconds: Math.round(process.uptime()), version };
}
