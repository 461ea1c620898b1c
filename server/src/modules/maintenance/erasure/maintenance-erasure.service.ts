import type { Db } from '../../../db/client.ts';
import {
  blankRequestTextsOf,
  blurReportMediaPointsOf,
  deleteMediaOfRequests,
} from './maintenance-erasure.repository.ts';

/**
 * The maintenance part of erasing a customer's account (run by the users module's erasure, in its transaction): each
 * of their requests loses its street line, landmark, description and cancel reason (its point keeps only its area),
 * and its photos and videos go (their rows now, their files named for deletion after the commit); its report's
 * photos keep only the area of where they were taken. Statuses, amounts, dates, quotations and the technician's
 * report stay: they are the records of what was booked, done and paid.
 */
export async function eraseMaintenancePersonalData(tx: Db, userId: string, now: Date): Promise<{ fileKeys: string[] }> {
  const requestIds = await blankRequestTextsOf(tx, userId, now);
  await blurReportMediaPointsOf(tx, requestIds);
  return { fileKeys: await deleteMediaOfRequests(tx, requestIds) };
}
