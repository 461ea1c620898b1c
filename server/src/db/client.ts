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
/**
 * The Drizzle database every repository works with, whichever driver is behind it. A transaction on it is a Db too
 * (Drizzle's PgTransaction extends PgDatabase), so every repository function takes the database or a transaction
 * as it is, never through a cast.
 */
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
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Hears of a connection the server ended while the pool held it (restart, an administrator, a dropped database). */
export type ConnectionErrorListener = (error: Error) => void;

const warnConnectionError: ConnectionErrorListener = (error) => {
  console.warn(`PostgreSQL: a pooled connection failed and was dropped from the pool: ${error.message}`);
};

/**
 * A pooled PostgreSQL connection (DATABASE_URL).
 *
 * A connection the server ends while it sits idle in the pool (or checked out between two queries) is reported to
 * `onConnectionError` and replaced by the next query; it never becomes an unhandled 'error' event. `close()`
 * resolves only when every connection's socket has closed, so the database can be dropped right after it.
 */
export function openPostgres(
  options: PgOptions,
  { onConnectionError = warnConnectionError }: { onConnectionError?: ConnectionErrorListener } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.statementTimeoutMs * 2,
    application_name: 'fleetcare',
  });
  // Idle connections: the pool drops a failed one and emits 'error' (without a listener that ends the process).
  pool.on('error', onConnectionError);
  // A checked-out connection has no pool listener: its error (between two queries) is reported by its own.
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  // pool.end() resolves once it has asked its connections to end, before their sockets have closed: wait for them.
  const open = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (checkedOut.has(client)) onConnectionError(error);
    });
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    open.add(ended);
    void ended.then(() => open.delete(ended));
  });
  const db = drizzlePg(pool, drizzleOptions);
  return {
    kind: 'postgres',
    db,
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
    async close() {
      await pool.end();
      await Promise.all([...open]);
    },
  };
}

export async function openDatabase(
  config: {
    dataDir: string;
    database: PgOptions | { url: undefined };
  },
  events: { onConnectionError?: ConnectionErrorListener } = {},
): Promise<Database> {
  const { database } = config;
  if (database.url) return openPostgres(database as PgOptions, events);
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
