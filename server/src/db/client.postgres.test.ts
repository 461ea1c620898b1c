import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { dropTestDatabase } from '../../test/test-db.ts';
import { openPostgres, queryRows } from './client.ts';

/* The PostgreSQL pool's life cycle: runs with TEST_DATABASE_URL (PGlite has no pool). */

const setup = inject('testDatabase');
const onPostgres = setup.kind === 'postgres';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  if (setup.kind !== 'postgres') throw new Error('PostgreSQL only');
  const client = new pg.Client({ connectionString: setup.url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!onPostgres)('openPostgres', () => {
  let name = '';
  let url = '';
  beforeAll(async () => {
    if (setup.kind !== 'postgres') return;
    name = `fleetcare_pool_${randomBytes(6).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${setup.template}`));
    url = withDatabase(setup.url, name);
  });
  afterAll(async () => {
    if (name) await admin((client) => dropTestDatabase(client, name));
  });

  it('when close() resolves, then every connection has ended: no backend is left for a forced drop to kill', async () => {
    const errors: Error[] = [];
    const database = openPostgres(
      { url, poolSize: 8, connectTimeoutMs: 5000, statementTimeoutMs: 30_000 },
      { onConnectionError: (error) => errors.push(error) },
    );
    // Eight queries at once open eight connections.
    await Promise.all(Array.from({ length: 8 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    // Asked on a connection opened beforehand, so the answer comes right after close() resolves.
    const remaining = await admin(async (client) => {
      const backends = () =>
        client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name]);
      expect((await backends()).rows.length).toBeGreaterThan(0);
      await database.close();
      return (await backends()).rows;
    });
    expect(remaining).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('when the server ends an idle pooled connection, then the listener hears of it once and the next query opens a new one', async () => {
    const errors: Error[] = [];
    let heard: (error: Error) => void = () => undefined;
    const reported = new Promise<Error>((resolve) => {
      heard = resolve;
    });
    const database = openPostgres(
      { url, poolSize: 2, connectTimeoutMs: 5000, statementTimeoutMs: 30_000 },
      {
        onConnectionError: (error) => {
          errors.push(error);
          heard(error);
        },
      },
    );
    try {
      const [first] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      await admin((client) => client.query('select pg_terminate_backend($1)', [first?.pid]));
      const error = (await reported) as Error & { code?: string };
      expect(error.code).toBe('57P01');
      const [second] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      expect(second?.pid).toBeTypeOf('number');
      expect(second?.pid).not.toBe(first?.pid);
      // Both the pool and the connection hear of it; it is reported once.
      expect(errors).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
