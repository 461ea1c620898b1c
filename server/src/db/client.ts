import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseKind } from '@fleetcare/shared';
import { migrationsFolder } from './paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database every repository works with, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Applies the committed migrations (one process at a time on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface PgOptions {
  url: string;
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** An embedded PGlite database: on disk under dataDir, or in memory when dataDir is undefined. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  let client: PGlite;
  if (options.dataDir) {
    const pgdata = path.join(options.dataDir, 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    client = await PGlite.create(pgdata);
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite(client, drizzleOptions);
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A pooled PostgreSQL connection (DATABASE_URL). */
export function openPostgres(options: PgOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.statementTimeoutMs * 2,
    application_name: 'fleetcare',
  });
  const db = drizzlePg(pool, drizzleOptions);
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    async migrate() {
      // Several app processes may start at once: an advisory lock lets one migrate while the others wait.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', ['fleetcare:migrate']);
        await migratePg(drizzlePg(client, drizzleOptions), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['fleetcare:migrate']).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(config: {
  dataDir: string;
  database: PgOptions | { url: undefined };
}): Promise<Database> {
  const { database } = config;
  if (database.url) return openPostgres(database as PgOptions);
  return openPglite({ dataDir: config.dataDir });
}

/** Round trip to the database; throws when it does not answer. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
