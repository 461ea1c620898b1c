import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sparePartItemFiles } from '../../../db/schema/index.ts';

export type SparePartItemFileRow = typeof sparePartItemFiles.$inferSelect;
export type NewSparePartItemFileRow = typeof sparePartItemFiles.$inferInsert;

/** The photos of some requests' items, each item's in the order they were added. */
export async function filesOfRequests(db: Db, requestIds: readonly string[]): Promise<SparePartItemFileRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(sparePartItemFiles)
    .where(inArray(sparePartItemFiles.requestId, [...requestIds]))
    .orderBy(asc(sparePartItemFiles.createdAt), asc(sparePartItemFiles.id));
}

export async function countItemFiles(db: Db, itemId: string): Promise<number> {
  const [row] = await db
    .select({ files: count() })
    .from(sparePartItemFiles)
    .where(eq(sparePartItemFiles.itemId, itemId));
  return row?.files ?? 0;
}

export async function insertItemFile(tx: Db, values: NewSparePartItemFileRow): Promise<SparePartItemFileRow> {
  const [row] = await tx.insert(sparePartItemFiles).values(values).returning();
  if (!row) throw new Error('spare-part item file insert returned no row');
  return row;
}

/** Deletes a photo of the request's item; undefined when it has no such photo. */
export async function deleteItemFile(
  tx: Db,
  requestId: string,
  itemId: string,
  fileId: string,
): Promise<SparePartItemFileRow | undefined> {
  const [row] = await tx
    .delete(sparePartItemFiles)
    .where(
      and(
        eq(sparePartItemFiles.id, fileId),
        eq(sparePartItemFiles.itemId, itemId),
        eq(sparePartItemFiles.requestId, requestId),
      ),
    )
    .returning();
  return row;
}

/** The stored keys of the photos of a request, or of one of its items: what to remove once they are deleted. */
export async function storedKeysOf(tx: Db, requestId: string, itemId?: string): Promise<string[]> {
  const rows = await tx
    .select({ fileKey: sparePartItemFiles.fileKey, thumbnailKey: sparePartItemFiles.thumbnailKey })
    .from(sparePartItemFiles)
    .where(
      and(
        eq(sparePartItemFiles.requestId, requestId),
        itemId === undefined ? undefined : eq(sparePartItemFiles.itemId, itemId),
      ),
    );
  return rows.flatMap((row) => (row.thumbnailKey ? [row.fileKey, row.thumbnailKey] : [row.fileKey]));
}
