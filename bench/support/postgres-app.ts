// The app as server/src/main.ts wires it (config, migrated database, deps, Express app, HTTP server on 127.0.0.1),
// on a fresh PostgreSQL database made on the server TEST_DATABASE_URL (or DATABASE_URL) names and dropped at the
// end, for the benchmarks that time HTTP calls against many rows. Rate limits are off: they are not what is timed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/src/config/config.ts';
import { openDatabase, type Database } from '../../server/src/db/client.ts';
import { createDeps, type AppDeps } from '../../server/src/deps.ts';
import { createApp } from '../../server/src/app.ts';
import { createLogger } from '../../server/src/lib/logger.ts';
import type { RateLimiterFactory } from '../../server/src/lib/rate-limit.ts';
import { issueSession, SESSION_COOKIE } from '../../server/src/modules/users/index.ts';

export interface PostgresBenchApp {
  /** The fresh database's name (printed with the figures). */
  name: string;
  database: Database;
  deps: AppDeps;
  port: number;
  /** A session cookie of `userId`, as a browser would send it. */
  cookieOf(userId: string): Promise<string>;
  /** Stops the server, closes and drops the database, removes the data directory. */
  close(): Promise<void>;
}

/** The PostgreSQL server to make the database on, or an explanation and exit 1 when none is named. */
function serverUrlOrExit(script: string): string {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) return url;
  console.error(
    `${script} needs PostgreSQL: set TEST_DATABASE_URL (or DATABASE_URL) to a server it may create a database on.`,
  );
  process.exit(1);
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Starts the app on a new database `fleetcare_bench_<prefix>_<random>`; `script` names the benchmark in errors. */
export async function startAppOnFreshPostgres(script: string, prefix: string): Promise<PostgresBenchApp> {
  const serverUrl = serverUrlOrExit(script);
  const name = `fleetcare_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), `fleetcare-bench-${prefix}-`));
  const appSecret = randomBytes(32).toString('base64url');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    APP_SECRET: appSecret,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
    DATABASE_URL: url.toString(),
    // No money moves here; production refuses the sandbox gateway unless told it is a demo.
    PAYMENTS_SANDBOX_ALLOWED: 'true',
  });
  let database: Database | undefined;
  let server: Server | undefined;
  const close = async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await database?.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    database = await openDatabase(config);
    await database.migrate();
    const unlimited: RateLimiterFactory = {
      create: () => ({ consume: async () => undefined, reset: async () => undefined }),
    };
    const deps = createDeps(
      { config, database, logger: createLogger(config.logLevel), appSecret },
      { limits: unlimited },
    );
    server = createServer(createApp(deps));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const opened = database;
    return {
      name,
      database: opened,
      deps,
      port,
      cookieOf: async (userId) => {
        const { token } = await issueSession(deps, opened.db, userId, { ip: '127.0.0.1', userAgent: 'bench' });
        return `${SESSION_COOKIE}=${token}`;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
