import type { Db } from '../../../db/client.ts';
import { itemsOfRequests } from '../requests/spare-part-requests.repository.ts';

/** How an order's money reads in the wallets: "Spare parts: Front brake pads, Oil filter (+2)". */
export async function orderTitle(db: Db, requestId: string): Promise<string> {
  const names = ((await itemsOfRequests(db, [requestId])).get(requestId) ?? []).map((item) => item.name);
  const shown = names.slice(0, 2).join(', ');
  const more = names.length > 2 ? ` (+${names.length - 2})` : '';
  return names.length > 0 ? `Spare parts: ${shown}${more}` : 'Spare parts';
}
