import { sql } from 'drizzle-orm';
import { ping, queryRows, type Db } from '../../db/client.ts';

export const selectOne = (db: Db) => ping(db);

export async function countAppliedMigrations(db: Db): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.count ?? 0);
}
