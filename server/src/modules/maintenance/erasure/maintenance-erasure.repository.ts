import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { maintenanceRequestMedia, maintenanceRequests } from '../../../db/schema/index.ts';

/**
 * Blanks what the customer wrote on each of their requests: the street line (the town, LGA and state stay), the
 * landmark, the description and the reason they gave for canceling. Returns the requests' ids.
 */
export async function blankRequestTextsOf(tx: Db, customerId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(maintenanceRequests)
    .set({ addressLine: '', landmark: null, description: '', cancelReason: null, updatedAt: now })
    .where(eq(maintenanceRequests.customerId, customerId))
    .returning({ id: maintenanceRequests.id });
  return rows.map((row) => row.id);
}

/** Deletes the photos and videos of the requests; returns their stored files' keys. */
export async function deleteMediaOfRequests(tx: Db, requestIds: readonly string[]): Promise<string[]> {
  if (requestIds.length === 0) return [];
  const rows = await tx
    .delete(maintenanceRequestMedia)
    .where(inArray(maintenanceRequestMedia.requestId, [...requestIds]))
    .returning({ fileKey: maintenanceRequestMedia.fileKey });
  return rows.map((row) => row.fileKey);
}
