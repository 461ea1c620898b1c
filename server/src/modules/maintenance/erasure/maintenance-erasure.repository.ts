import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  maintenanceReports,
  maintenanceRequestMedia,
  maintenanceRequests,
  reportMedia,
} from '../../../db/schema/index.ts';

/** A point rounded to two decimals (about a kilometre): the area stays, the house is no longer found. */
const toArea = (
  column:
    typeof maintenanceRequests.lat | typeof maintenanceRequests.lng | typeof reportMedia.lat | typeof reportMedia.lng,
) => sql<number | null>`round(${column}::numeric, 2)::double precision`;

/**
 * Blanks what the customer wrote on each of their requests: the street line (the town, LGA and state stay), the
 * landmark, the description and the reason they gave for canceling; the point keeps only its area. Returns the
 * requests' ids.
 */
export async function blankRequestTextsOf(tx: Db, customerId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(maintenanceRequests)
    .set({
      addressLine: '',
      landmark: null,
      description: '',
      cancelReason: null,
      lat: toArea(maintenanceRequests.lat),
      lng: toArea(maintenanceRequests.lng),
      updatedAt: now,
    })
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

/**
 * The photos and videos of the requests' reports keep only the area of where they were taken: they are the
 * technician's record of the work and stay, but no longer lead to the customer's house.
 */
export async function blurReportMediaPointsOf(tx: Db, requestIds: readonly string[]): Promise<void> {
  if (requestIds.length === 0) return;
  const reports = tx
    .select({ id: maintenanceReports.id })
    .from(maintenanceReports)
    .where(inArray(maintenanceReports.requestId, [...requestIds]));
  await tx
    .update(reportMedia)
    .set({ lat: toArea(reportMedia.lat), lng: toArea(reportMedia.lng) })
    .where(inArray(reportMedia.reportId, reports));
}
