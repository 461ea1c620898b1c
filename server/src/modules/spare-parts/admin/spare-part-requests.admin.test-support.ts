import type { TestApp } from '../../../../test/test-app.ts';
import { paidOrder } from '../orders/spare-part-orders.test-support.ts';

/* The admin panel's samples for spare-part requests (not a test file itself). */

/** cancel-with-refund's sample: an order paid from the wallet, not yet dispatched. */
export async function cancelWithRefundSample(t: TestApp) {
  const { requestId } = await paidOrder(t);
  return { recordId: requestId, input: {}, reason: 'The supplier told support the parts are out of stock.' };
}
