import type { Db } from '../../../db/client.ts';
import { checkSparePartTransition } from './request-machine.ts';
import {
  blankItemNotesOf,
  blankRequestAddressesOf,
  deleteDraftsOf,
  deletePhotosOfCustomer,
  lockQuotingRequestsOf,
} from './spare-part-request-erasure.repository.ts';
import { updateSparePartRequest } from './spare-part-requests.repository.ts';

/**
 * The spare-part requests' part of erasing a customer's account (run by the users module's erasure, in its
 * transaction). Drafts go with their items, as the customer may delete one, since no supplier ever saw them. A
 * request still taking quotations (open, quoted) is canceled by the process's 'cancel', the customer's own step, so
 * invited suppliers no longer list it as open and cannot quote on it. Every submitted request stays as the record
 * suppliers and the ledger rely on (status, dates, parts, quantities, grades, the town, LGA and state, its
 * invitations and quotations), but loses the street line, landmark, point, the vehicle described in the customer's
 * words, the items' notes and the photos of the old parts (their rows now, their files and thumbnails named for
 * deletion after the commit). A fleet vehicle stays referenced: the vehicles module keeps its own record.
 *
 * A supplier's quotations are the business's offers (prices, grades, brands, warranty, delivery days), nothing of
 * the person: erasing a supplier's account leaves them as they are.
 */
export async function eraseSparePartRequestPersonalData(
  tx: Db,
  userId: string,
  now: Date,
): Promise<{ fileKeys: string[] }> {
  for (const row of await lockQuotingRequestsOf(tx, userId)) {
    const status = checkSparePartTransition('cancel', row.status, 'customer');
    await updateSparePartRequest(tx, row.id, { status, canceledAt: now, updatedAt: now });
  }
  const fileKeys = await deletePhotosOfCustomer(tx, userId);
  await deleteDraftsOf(tx, userId);
  await blankRequestAddressesOf(tx, userId, now);
  await blankItemNotesOf(tx, userId);
  return { fileKeys };
}
