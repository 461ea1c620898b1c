import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountErasureSteps } from '../../../account-erasure-steps.ts';
import { createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import { eraseDueAccounts } from '../../users/index.ts';
import { submitProfile, supplierIn, supplierProfileRow, supplierEvents } from './suppliers.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
}, 60_000);
afterAll(() => t?.close());

const DAY = 86_400_000;

describe('erasing a supplier account', () => {
  it('when the account’s deletion is due, then the business’s address and point go; its name, CAC number, status and history stay', async () => {
    const { agent, user, password } = await supplierIn(t, 'draft');
    await submitProfile(agent).expect(200);
    await agent.post('/api/users/initiate-account-deletion').send({ password }).expect(200);
    t.clock.advance(30 * DAY + 60_000);
    const result = await eraseDueAccounts(t.deps, accountErasureSteps);
    expect(result).toMatchObject({ erased: [user._id], failed: [] });
    expect(await supplierProfileRow(t, user._id)).toMatchObject({
      status: 'submitted',
      businessName: 'Bello Auto Parts Ltd',
      cacNumber: 'RC 1456789',
      addressLine: null,
      landmark: null,
      town: null,
      lga: null,
      state: null,
      lat: null,
      lng: null,
    });
    expect(await supplierEvents(t, user._id)).toHaveLength(1);
  });
});
