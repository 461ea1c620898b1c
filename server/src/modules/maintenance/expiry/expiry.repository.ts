import { and, asc, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { maintenanceRequests, quotations } from '../../../db/schema/index.ts';

/** Open or quoted requests whose expiry has come at `now`, the longest expired first. */
export async function listExpiredRequestIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: maintenanceRequests.id })
    .from(maintenanceRequests)
    .where(and(sql`${maintenanceRequests.status} in ('open', 'quoted')`, lte(maintenanceRequests.expiresAt, now)))
    .orderBy(asc(maintenanceRequests.expiresAt), asc(maintenanceRequests.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The requests holding a live quotation whose validity has passed at `now`. The status is written as a literal, the
 * predicate of quotations_live_valid_until_idx, so that partial index serves the query under a prepared statement.
 */
export async function listRequestIdsWithLapsedQuotations(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ requestId: quotations.requestId })
    .from(quotations)
    .where(and(sql`${quotations.status} = 'submitted'`, lte(quotations.validUntil, now)))
    .orderBy(asc(quotations.requestId))
    .limit(limit);
  return rows.map((row) => row.requestId);
}
