import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { MaintenanceMediaKind } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import { maintenanceRequestMedia } from '../../../db/schema/index.ts';

export type MaintenanceMediaRow = typeof maintenanceRequestMedia.$inferSelect;
export type NewMaintenanceMediaRow = typeof maintenanceRequestMedia.$inferInsert;

/** The photos and videos of some requests in one query, each request's in the order they were added. */
export async function listMediaOfRequests(db: Db, requestIds: readonly string[]): Promise<MaintenanceMediaRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(maintenanceRequestMedia)
    .where(inArray(maintenanceRequestMedia.requestId, [...requestIds]))
    .orderBy(
      asc(maintenanceRequestMedia.requestId),
      asc(maintenanceRequestMedia.createdAt),
      asc(maintenanceRequestMedia.id),
    );
}

/** How many photos and videos a request holds. */
export async function countMediaByKind(db: Db, requestId: string): Promise<Record<MaintenanceMediaKind, number>> {
  const rows = await db
    .select({ kind: maintenanceRequestMedia.kind, total: count() })
    .from(maintenanceRequestMedia)
    .where(eq(maintenanceRequestMedia.requestId, requestId))
    .groupBy(maintenanceRequestMedia.kind);
  const counts: Record<MaintenanceMediaKind, number> = { photo: 0, video: 0 };
  for (const row of rows) counts[row.kind] = Number(row.total);
  return counts;
}

export async function insertMedia(tx: Db, values: NewMaintenanceMediaRow): Promise<MaintenanceMediaRow> {
  const [row] = await tx.insert(maintenanceRequestMedia).values(values).returning();
  if (!row) throw new Error('the maintenance media row was not written');
  return row;
}

/** Deletes one photo or video of the request; undefined when the request has none with that id. */
export async function deleteMediaOfRequest(
  tx: Db,
  requestId: string,
  mediaId: string,
): Promise<MaintenanceMediaRow | undefined> {
  const [row] = await tx
    .delete(maintenanceRequestMedia)
    .where(and(eq(maintenanceRequestMedia.id, mediaId), eq(maintenanceRequestMedia.requestId, requestId)))
    .returning();
  return row;
}
