import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { sparePartRequestQuotingStatuses, type SparePartRequestStatus } from '@fleetcare/shared';
import type { Db } from '../../../db/client.ts';
import { sparePartItemFiles, sparePartRequestItems, sparePartRequests } from '../../../db/schema/index.ts';

const requestIdsOf = (tx: Db, customerId: string) =>
  tx.select({ id: sparePartRequests.id }).from(sparePartRequests).where(eq(sparePartRequests.customerId, customerId));

/** The customer's requests still taking quotations (open, quoted), locked for the caller's transaction, by id. */
export async function lockQuotingRequestsOf(
  tx: Db,
  customerId: string,
): Promise<{ id: string; status: SparePartRequestStatus }[]> {
  return tx
    .select({ id: sparePartRequests.id, status: sparePartRequests.status })
    .from(sparePartRequests)
    .where(
      and(
        eq(sparePartRequests.customerId, customerId),
        inArray(sparePartRequests.status, [...sparePartRequestQuotingStatuses]),
      ),
    )
    .orderBy(asc(sparePartRequests.id))
    .for('update');
}

/** Deletes the photos of every item of the customer's requests; returns their stored files' keys and thumbnails'. */
export async function deletePhotosOfCustomer(tx: Db, customerId: string): Promise<string[]> {
  const rows = await tx
    .delete(sparePartItemFiles)
    .where(inArray(sparePartItemFiles.requestId, requestIdsOf(tx, customerId)))
    .returning({ fileKey: sparePartItemFiles.fileKey, thumbnailKey: sparePartItemFiles.thumbnailKey });
  return rows.flatMap((row) => (row.thumbnailKey ? [row.fileKey, row.thumbnailKey] : [row.fileKey]));
}

/** Deletes the customer's drafts; their items go with them (a draft has no invitations nor quotations). */
export async function deleteDraftsOf(tx: Db, customerId: string): Promise<void> {
  await tx
    .delete(sparePartRequests)
    .where(and(eq(sparePartRequests.customerId, customerId), eq(sparePartRequests.status, 'draft')));
}

/**
 * Blanks what leads to the customer on each of their requests: the street line, the landmark, the point and the
 * vehicle they described in their own words (the town, LGA and state stay). Only rows still holding any of it
 * change, so a second run leaves every row, its update time included, as it was.
 */
export async function blankRequestAddressesOf(tx: Db, customerId: string, now: Date): Promise<void> {
  await tx
    .update(sparePartRequests)
    .set({ addressLine: null, landmark: null, lat: null, lng: null, vehicleDescription: null, updatedAt: now })
    .where(
      and(
        eq(sparePartRequests.customerId, customerId),
        or(
          isNotNull(sparePartRequests.addressLine),
          isNotNull(sparePartRequests.landmark),
          isNotNull(sparePartRequests.lat),
          isNotNull(sparePartRequests.vehicleDescription),
        ),
      ),
    );
}

/** Blanks the notes the customer wrote on the items of their requests; the parts themselves stay. */
export async function blankItemNotesOf(tx: Db, customerId: string): Promise<void> {
  await tx
    .update(sparePartRequestItems)
    .set({ notes: null })
    .where(
      and(
        inArray(sparePartRequestItems.requestId, requestIdsOf(tx, customerId)),
        isNotNull(sparePartRequestItems.notes),
      ),
    );
}
