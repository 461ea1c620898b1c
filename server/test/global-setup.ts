import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Migrates one database before the run; each test file then gets a fresh copy of it: a PGlite loaded from a
 * dump of the migrated data directory, or (TEST_DATABASE_URL) a PostgreSQL database cloned from a template. A
 * project's own `env` comes first: the server-embedded project empties TEST_DATABASE_URL to run on PGlite.
 */
export default async function setup(project: TestProject) {
  const projectEnv = project.config.env as Record<string, string | undefined> | undefined;
  const url =
    projectEnv && 'TEST_DATABASE_URL' in projectEnv ? projectEnv.TEST_DATABASE_URL : process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `fleetcare_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    // Held for the whole run: an error while it waits is thrown by the teardown's query, never as an 'error' event.
    admin.on('error', () => undefined);
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = withDatabase(url, template);
    const database = openPostgres({
      url: templateUrl,
      poolSize: 2,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 30_000,
    });
    await database.migrate();
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-test-'));
  const database = await openPglite();
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(dir, 'migrated.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
