import type { Express } from 'express';
import { API_PREFIX } from '@fleetcare/shared';
import { isSandboxGateway } from '../src/adapters/payments/sandbox.ts';
import { deliverWebhooksToApp } from '../src/adapters/payments/testing/in-process-delivery.ts';
import { createApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/config.ts';
import type { Database } from '../src/db/client.ts';
import { createDeps, type AppDeps, type DepsOverrides } from '../src/deps.ts';
import { createLogger } from '../src/lib/logger.ts';
import type { RateLimiterFactory } from '../src/lib/rate-limit.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: Express;
  deps: AppDeps;
  database: Database;
  config: Config;
  /** Moves the app's clock (links and codes expire by it). */
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

export const TEST_APP_SECRET = 'test-app-secret-test-app-secret-0123456789';

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    APP_SECRET: TEST_APP_SECRET,
    // Tests use the sandbox gateway even when they run the app as production.
    PAYMENTS_SANDBOX_ALLOWED: 'true',
    // Tests simulate distinct clients with X-Forwarded-For sent over loopback; by default the app trusts no proxy.
    TRUST_PROXY: 'loopback',
    ...overrides,
  });
}

/** The real app on a fresh database, for supertest. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, overrides: DepsOverrides = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(env);
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const clock = createTestClock();
  // The sandbox gateway's webhooks reach this app in-process (override sandboxWebhookDelivery to capture them).
  const built: { app?: Express } = {};
  const deps = createDeps(
    { config, database, logger, appSecret: TEST_APP_SECRET },
    { now: clock.now, sandboxWebhookDelivery: deliverWebhooksToApp(() => built.app), ...overrides },
  );
  const app = createApp(deps);
  built.app = app;
  const close = async () => {
    // Transfers settling and webhooks in flight finish before the database goes away.
    if (isSandboxGateway(deps.payments)) await deps.payments.idle();
    await database.close();
  };
  return { app, deps, database, config, clock, close };
}

/** No rate limits, for tests that race or repeat requests more than a person would. */
export const unlimitedLimits: RateLimiterFactory = {
  create: () => ({ consume: async () => undefined, reset: async () => undefined }),
};

/** An API entry's URL under /api with its `:name` path parameters filled in. */
export function apiPath(entry: { path: string }, params: Record<string, string> = {}): string {
  return API_PREFIX + entry.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
}
