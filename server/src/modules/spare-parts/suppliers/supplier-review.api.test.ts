import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canSupplierTransition,
  supplierStatuses,
  supplierTransitionNames,
  supplierTransitions,
  type SupplierActor,
  type SupplierStatus,
  type SupplierTransitionName,
} from '@fleetcare/shared';
import { notifications, supplierProfileEvents, supplierProfiles, users } from '../../../db/schema/index.ts';
import { uniqueEmail } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { notifySupplierChange, supplierNoticeText, transitionSupplier } from './supplier-review.service.ts';

/* The supplier profile's process, generated from its table: every step from every status by every actor. */

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = await person(['admin']);
});
afterAll(() => t.close());

async function person(roles: string[], locale: 'en' | 'nb' = 'en'): Promise<string> {
  const [row] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail('supplier'), firstName: 'Aisha', lastName: 'Bello', roles, locale })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

/** A supplier whose profile stands in `status` (an approved one with changed details waiting). */
async function supplierIn(status: SupplierStatus, locale: 'en' | 'nb' = 'en'): Promise<string> {
  const userId = await person(['customer', 'supplier'], locale);
  await t.database.db.insert(supplierProfiles).values({
    userId,
    status,
    businessName: 'Bello Auto Parts Ltd',
    changesUnderReview: status === 'approved',
    changesSubmittedAt: status === 'approved' ? new Date() : null,
  });
  return userId;
}

const profileOf = async (userId: string) =>
  (await t.database.db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, userId)))[0];
const eventsOf = (userId: string) =>
  t.database.db.select().from(supplierProfileEvents).where(eq(supplierProfileEvents.userId, userId));

const step = (userId: string, name: SupplierTransitionName, actor: SupplierActor, reason?: string) =>
  t.database.db.transaction((tx) =>
    transitionSupplier(tx, {
      userId,
      name,
      actor,
      reason,
      adminId: actor === 'admin' ? adminId : null,
      now: t.deps.now(),
    }),
  );

const actors: SupplierActor[] = ['supplier', 'admin'];
const cases = supplierTransitionNames.flatMap((name) =>
  supplierStatuses.flatMap((status) => actors.map((actor) => ({ name, status, actor }))),
);

describe('transitionSupplier: every (step, status, actor) of the process', () => {
  it.each(cases)('$name from $status by $actor', async ({ name, status, actor }) => {
    const userId = await supplierIn(status);
    const before = await profileOf(userId);
    const call = step(userId, name, actor, 'The CAC number does not match the business name.');
    if (!canSupplierTransition(name, status, actor)) {
      await expect(call).rejects.toMatchObject({ code: 'SUPPLIER_STATUS_CONFLICT', status: 409, detail: status });
      expect(await profileOf(userId)).toEqual(before);
      expect(await eventsOf(userId)).toEqual([]);
      return;
    }
    const result = await call;
    const to = supplierTransitions[name].to;
    expect(result).toMatchObject({ before: status, after: to });
    expect((await profileOf(userId))?.status).toBe(to);
    const events = await eventsOf(userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: to, adminId: actor === 'admin' ? adminId : null });
  });
});

describe('what each step writes', () => {
  it('a rejection keeps its reason for the supplier and in the history, and says who decided', async () => {
    const userId = await supplierIn('submitted');
    const result = await step(userId, 'reject', 'admin', '  The CAC number does not match.  ');
    expect(await profileOf(userId)).toMatchObject({
      status: 'rejected',
      decisionMessage: 'The CAC number does not match.',
      reviewedBy: adminId,
    });
    expect(result.changes).toMatchObject({
      status: { before: 'submitted', after: 'rejected' },
      decisionMessage: { before: null, after: 'The CAC number does not match.' },
    });
    expect(await eventsOf(userId)).toMatchObject([{ status: 'rejected', reason: 'The CAC number does not match.' }]);
  });

  it('when a rejection has no reason, then 400 and nothing changes', async () => {
    const userId = await supplierIn('submitted');
    const before = await profileOf(userId);
    await expect(step(userId, 'reject', 'admin', '   ')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrorKeys: { reason: 'validation:reasonRequired' },
    });
    expect(await profileOf(userId)).toEqual(before);
  });

  it('approving clears the changes waiting; accepting changes needs changes to accept', async () => {
    const userId = await supplierIn('submitted');
    await t.database.db
      .update(supplierProfiles)
      .set({ changesUnderReview: true, changesSubmittedAt: new Date() })
      .where(eq(supplierProfiles.userId, userId));
    await step(userId, 'approve', 'admin');
    expect(await profileOf(userId)).toMatchObject({
      status: 'approved',
      changesUnderReview: false,
      reviewedBy: adminId,
    });
    await expect(step(userId, 'accept-changes', 'admin')).rejects.toMatchObject({
      code: 'SUPPLIER_STATUS_CONFLICT',
      detail: 'approved',
    });
  });

  it('when the profile does not exist, then 404', async () => {
    const userId = await person(['customer', 'supplier']);
    await expect(step(userId, 'approve', 'admin')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('telling the supplier', () => {
  it.each(supplierTransitionNames)('after %s, the words exist in English and Norwegian', (name) => {
    const en = supplierNoticeText('en', name, 'The CAC number does not match.');
    const nb = supplierNoticeText('nb', name, 'The CAC number does not match.');
    expect(en).not.toBe(nb);
    expect(en).not.toContain('{{');
    expect(nb).not.toContain('{{');
  });

  it('a rejection quotes its reason, in the supplier’s language, linking to the profile', async () => {
    const userId = await supplierIn('rejected', 'nb');
    await notifySupplierChange(t.deps, userId, 'reject', 'CAC-nummeret stemmer ikke.');
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notice).toMatchObject({
      message:
        'Profilen din som deleleverandør ble ikke godkjent. Begrunnelse: «CAC-nummeret stemmer ikke.». Endre det begrunnelsen nevner, og send den inn på nytt.',
      actionPath: '/dashboard/settings/supplier-profile',
    });
  });
});
