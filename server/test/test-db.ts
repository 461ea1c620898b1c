import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh, migrated database for one test file (PGlite by default, PostgreSQL with TEST_DATABASE_URL). */
export async function createTestDatabase(): Promise<Database> {
  const setup = inject('testDatabase');
  if (setup.kind === 'pglite') {
    return openPglite({ loadDataDir: new Blob([readFileSync(setup.dumpFile)]) });
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
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A connection for CREATE/DROP DATABASE; an error while it waits is thrown by the query that follows it. */
export function adminClient(url: string): pg.Client {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  return client;
}
