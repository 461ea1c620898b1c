import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';
import { guardTransactions, violationsError } from './transaction-guard.ts';

/**
 * A fresh, migrated database for one test file (PGlite by default, PostgreSQL with TEST_DATABASE_URL). It refuses
 * a query on itself from inside its own open transaction (./transaction-guard.ts), and `close()` fails when it did.
 */
export async function createTestDatabase(): Promise<Database> {
  const database = await openTestDatabase();
  const guard = guardTransactions(database);
  return {
    ...database,
    async close() {
      await database.close();
      if (guard.violations.length > 0) throw violationsError(guard.violations);
    },
  };
}

/** The migrated data directory, read once per worker: its files share this module (vitest.config.ts). */
let dump: { file: string; data: Blob } | undefined;
function migratedDataDir(file: string): Blob {
  if (dump?.file !== file) dump = { file, data: new Blob([readFileSync(file)]) };
  return dump.data;
}

async function openTestDatabase(): Promise<Database> {
  const setup = inject('testDatabase');
  if (setup.kind === 'pglite') {
    return openPglite({ loadDataDir: migratedDataDir(setup.dumpFile) });
  }
  const name = `fleetcare_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = adminClient(setup.url);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${setup.template}`);
  } finally {
    await admin.end();
  }
  const database = openPostgres({
    url: withDatabase(setup.url, name),
    poolSize: 10,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 30_000,
  });
  return {
    ...database,
    async close() {
      // Resolves once every pooled connection has closed: the forced drop below has nobody left to cut off.
      await database.close();
      const cleanup = adminClient(setup.url);
      await cleanup.connect();
      try {
        await dropTestDatabase(cleanup, name);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * Drops a test database and ends its connections. A connection still starting up has no role yet, and a user who
 * is not a superuser may not end it ("must be a member of the role whose process is being terminated"): so the
 * database first refuses new connections, and the drop is tried again until no connection is left starting. The
 * hook's timeout is the only bound: how long a starting connection takes depends on the machine.
 */
export async function dropTestDatabase(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  } catch (error) {
    if ((error as { code?: string }).code === '3D000') return; // already gone
    throw error;
  }
  for (;;) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** A connection for CREATE/DROP DATABASE; an error while it waits is thrown by the query that follows it. */
export function adminClient(url: string): pg.Client {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  return client;
}
