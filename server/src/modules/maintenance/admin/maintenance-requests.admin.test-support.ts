import type { TestApp } from '../../../../test/test-app.ts';
import { insertRequest } from '../maintenance-fixtures.test-support.ts';

/* The admin panel's samples for maintenance requests (not a test file itself). */

/** cancel's sample for the authorization test: an open request, with the reason the customer reads. */
export async function cancelMaintenanceRequestSample(t: TestApp) {
  const request = await insertRequest(t, { status: 'open' });
  return { recordId: request.id, input: {}, reason: 'The customer asked support to call it off.' };
}
