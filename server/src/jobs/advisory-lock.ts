import pg from 'pg';
import type { Database } from '../db/client.ts';

export type LockOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` only if no other process holds the lock `name`. On PostgreSQL that is a session advisory lock
 * (pg_try_advisory_lock) held on one dedicated connection for the whole run, so several app processes never run
 * the same sweep at once; the others skip this round. PGlite is one process with one connection: it just runs.
 */
export async function withAdvisoryLock<T>(
  database: Pick<Database, 'kind' | 'db'>,
  name: string,
  work: () => Promise<T>,
): Promise<LockOutcome<T>> {
  if (database.kind !== 'postgres') return { ran: true, value: await work() };
  const pool = (database.db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('withAdvisoryLock: the PostgreSQL database has no connection pool');
  const client = await pool.connect();
  let locked = false;
  try {
    const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [
      `fleetcare:job:${name}`,
    ]);
    locked = result.rows[0]?.locked === true;
    if (!locked) return { ran: false };
    return { ran: true, value: await work() };
  } finally {
    if (locked) {
      await client.query('select pg_advisory_unlock(hashtext($1))', [`fleetcare:job:${name}`]).catch(() => undefined);
    }
    client.release();
  }
}
