import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/index.ts';

export type AuditRowInput = typeof adminAuditLog.$inferInsert;
export type AuditRow = typeof adminAuditLog.$inferSelect;

/** Appends a row to the audit log (which refuses edits and deletions). */
export async function insertAuditRow(db: Db, row: AuditRowInput): Promise<void> {
  await db.insert(adminAuditLog).values(row);
}

/**
 * Holds an action's idempotency key until the transaction ends: a second request with the same key waits here
 * until the first has committed (and then finds its audit row) or rolled back (and then runs itself).
 */
export async function lockIdempotencyKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-action'), hashtext(${key}))`);
}

/** The audit row an action attempt with this key wrote, if any. */
export async function findAuditRowByKey(db: Db, key: string): Promise<AuditRow | undefined> {
  const [row] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.idempotencyKey, key)).limit(1);
  return row;
}
