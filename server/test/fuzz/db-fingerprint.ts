import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * A digest of every row of every table, so a test can prove a refused request changed nothing. `ignored` names
 * tables that a refused request may legitimately write (counters of failed attempts, request logs).
 */
export async function databaseFingerprint(db: Db, ignored: ReadonlySet<string>): Promise<Map<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const names = tables.map((row) => row.name).filter((name) => !ignored.has(name));
  const parts = names.map(
    (name) =>
      `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
  );
  const digests = await rowsOf<{ name: string; digest: string }>(db, sql.raw(parts.join(' UNION ALL ')));
  return new Map(digests.map((row) => [row.name, row.digest]));
}

/** The tables whose digest differs between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

/** The rows of a raw query, whichever driver (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
