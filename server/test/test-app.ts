import type { Express } from 'express';
import { createApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/config.ts';
import type { Database } from '../src/db/client.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: Express;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', ...overrides });
}

/** The real app on a fresh database, for supertest. */
export async function createTestApp(overrides: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const app = createApp({ config, database, logger });
  return { app, database, config, close: () => database.close() };
}
