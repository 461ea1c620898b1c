import type { Db } from '../../../db/client.ts';
import { eraseSupplierAddress } from './suppliers.repository.ts';

/**
 * The suppliers' part of erasing an account (run by the users module's erasure, in its transaction): the business's
 * address and its point go, since a sole trader's shop may be their home. The business name and CAC number (a
 * public register's entries), the status and the history stay as the record of what was reviewed.
 */
export async function eraseSupplierPersonalData(tx: Db, userId: string, now: Date): Promise<{ fileKeys: string[] }> {
  await eraseSupplierAddress(tx, userId, now);
  return { fileKeys: [] };
}
