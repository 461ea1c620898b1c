import { randomUUID } from 'node:crypto';
import { users } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';

/** Shared steps of the users admin tests (not a test file itself). */

/** A customer straight in the database (no password: these tests act on the account, not as it). */
export async function insertCustomer(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(users)
    .values({
      email: `customer.${randomUUID()}@example.com`,
      firstName: 'Ngozi',
      lastName: 'Adeyemi',
      emailVerifiedAt: t.deps.now(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('customer not created');
  return row;
}

/** suspend's sample for the authorization test: a confirmed customer in good standing. */
export async function suspendSample(t: TestApp) {
  const user = await insertCustomer(t);
  return { recordId: user.id, input: {}, reason: 'Chargebacks on three top-ups.' };
}

/** reinstate's sample: a suspended customer. */
export async function reinstateSample(t: TestApp) {
  const user = await insertCustomer(t, { suspendedAt: t.deps.now(), suspendedReason: 'Chargebacks on three top-ups.' });
  return { recordId: user.id, input: {}, reason: 'The bank confirmed the top-ups were genuine.' };
}

/** resend-confirmation's sample: a customer who never confirmed the address. */
export async function resendConfirmationSample(t: TestApp) {
  const user = await insertCustomer(t, { emailVerifiedAt: null });
  return { recordId: user.id, input: {} };
}
