import type { Db } from '../../../db/client.ts';
import { blankRequestTextsOf, deleteMediaOfRequests } from './maintenance-erasure.repository.ts';

/**
 * The maintenance part of erasing a customer's account (run by the users module's erasure, in its transaction): each
 * of their requests loses its street line, landmark, description and cancel reason (its point keeps only its area),
 * and its photos and videos go
 * (their rows now, their files named for deletion after the commit). Statuses, amounts, dates and quotations stay:
 * they are the records of what was booked and paid.
 */
export async function eraseMaintenancePersonalData(tx: Db, userId: string, now: Date): Promise<{ fileKeys: string[] }> {
  const requestIds = await blankRequestTextsOf(tx, userId, now);
  return { fileKeys: await deleteMediaOfRequests(tx, requestIds) };
}
