import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client.ts';
import { appMeta } from '../src/db/schema/index.ts';
import { createTestApp } from './test-app.ts';
import { createTestDatabase } from './test-db.ts';
import { OUTSIDE_TRANSACTION_MESSAGE } from './transaction-guard.ts';

/*
 * The test database's guard against queries outside an open transaction (what hangs PGlite's single connection),
 * on whichever engine the run uses.
 */

let database: Database;
let closed: boolean;
beforeEach(async () => {
  database = await createTestDatabase();
  closed = false;
});
afterEach(async () => {
  if (!closed) await database.close();
});

/** The guard's refusal, as Drizzle passes it on (a query's error is the cause of its "Failed query"). */
const refusal = (error: unknown) => {
  const { message, cause } = error as Error;
  return cause instanceof Error ? cause.message : message;
};

const count = async (db: Database['db']) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${appMeta}`))[0]?.n;

describe('a test database', () => {
  it('when a transaction uses its own handle, and the database is used after the commit, then both work', async () => {
    const inside = await database.db.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: 'guard:one', value: {} });
      await tx.transaction(async (savepoint) => {
        await savepoint.insert(appMeta).values({ key: 'guard:two', value: {} });
      });
      return count(tx);
    });
    expect(await count(database.db)).toBe(inside);
  });

  it('when two calls each run their own transaction at the same time, then both commit', async () => {
    const write = (key: string) =>
      database.db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key, value: {} });
      });
    await Promise.all([write('guard:a'), write('guard:b')]);
    const keys = await database.db.select({ key: appMeta.key }).from(appMeta);
    expect(keys.map((row) => row.key)).toEqual(expect.arrayContaining(['guard:a', 'guard:b']));
  });

  it('when a transaction waits for a query on the database itself, then that query is refused at once, the transaction rolls back, and closing names it', async () => {
    const before = await count(database.db);
    const error = await database.db
      .transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'guard:rolled-back', value: {} });
        await database.db.select({ key: appMeta.key }).from(appMeta);
      })
      .catch((caught: unknown) => caught);
    expect(refusal(error)).toBe(`${OUTSIDE_TRANSACTION_MESSAGE}: select "key" from "app_meta"`);
    expect(await count(database.db)).toBe(before);
    closed = true;
    await expect(database.close()).rejects.toThrow(`1 refused: ${OUTSIDE_TRANSACTION_MESSAGE}`);
  });

  it('when a transaction starts another transaction on the database itself, then that one is refused', async () => {
    const error = await database.db
      .transaction(async () => {
        await database.db.transaction(async (inner) => inner.select().from(appMeta));
      })
      .catch((caught: unknown) => caught);
    expect(refusal(error)).toBe(`${OUTSIDE_TRANSACTION_MESSAGE}: a new transaction`);
    closed = true;
    await expect(database.close()).rejects.toThrow('1 refused');
  });
});

describe('the test app', () => {
  it('when a service would use the app’s database handle inside its own transaction, then that is refused too', async () => {
    const t = await createTestApp();
    const error = await t.deps.db
      .transaction(async () => {
        await t.deps.db.select({ key: appMeta.key }).from(appMeta);
      })
      .catch((caught: unknown) => caught);
    expect(refusal(error)).toBe(`${OUTSIDE_TRANSACTION_MESSAGE}: select "key" from "app_meta"`);
    await expect(t.close()).rejects.toThrow('1 refused');
  });
});
