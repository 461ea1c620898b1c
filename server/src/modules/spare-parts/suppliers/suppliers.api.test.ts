// @embedded-db: two submits of one profile race on its row lock; both engines must let exactly one through
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingSupplierItems, suppliersApi, v, type SupplierProfileDto } from '@fleetcare/shared';
import { notifications, supplierProfiles, users } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { apiPath, createTestApp, unlimitedLimits, type TestApp } from '../../../../test/test-app.ts';
import {
  completeProfile,
  getProfile,
  ladipoAddress,
  saveProfile,
  setSupplierStatus,
  signedInSupplier,
  submitProfile,
  supplierEvents,
  supplierIn,
  supplierProfileRow,
} from './suppliers.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
}, 60_000);
afterAll(() => t?.close());

async function rolesOf(userId: string) {
  const [row] = await t.database.db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  return row?.roles;
}

const noticesOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('GET /api/suppliers/get-my-supplier-profile', () => {
  it('when a new supplier has saved nothing, then an empty draft comes back with everything missing (never a 404)', async () => {
    const { agent, user } = await signedInSupplier(t);
    const res = await getProfile(agent).expect(200);
    const dto = res.body.data as SupplierProfileDto;
    expect(dto).toMatchObject({
      userId: user._id,
      status: 'draft',
      businessName: null,
      cacNumber: null,
      address: null,
      deliveryStates: [],
      partCategories: [],
      brands: [],
      grades: [],
      changesUnderReview: false,
      submittedAt: null,
      rejectionReason: null,
      savedAt: null,
    });
    expect(dto.missing.map((item) => item.field)).toEqual([
      'businessName',
      'cacNumber',
      'address',
      'deliveryStates',
      'partCategories',
      'brands',
      'grades',
    ]);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('when signed out, then 401', async () => {
    await request(t.app).get(apiPath(suppliersApi.getMySupplierProfile)).expect(401);
  });

  it('when the account is a customer only, then 403 NOT_A_SUPPLIER', async () => {
    const { agent } = await signUpAndSignIn(t);
    expect((await getProfile(agent).expect(403)).body.code).toBe('NOT_A_SUPPLIER');
  });
});

describe('POST /api/suppliers/save-supplier-profile', () => {
  it('when a supplier saves the whole profile, then it is stored with the CAC number in its one form and the choices in list order', async () => {
    const { agent, user } = await signedInSupplier(t);
    const before = t.deps.now().getTime();
    const dto = (await saveProfile(agent, completeProfile()).expect(200)).body.data as SupplierProfileDto;
    expect(dto).toMatchObject({
      status: 'draft',
      businessName: 'Bello Auto Parts Ltd',
      cacNumber: 'RC 1456789',
      address: ladipoAddress,
      deliveryStates: ['Lagos', 'Ogun'],
      partCategories: ['brakes', 'filters'],
      brands: ['toyota', 'honda'],
      grades: ['new-oem', 'tokunbo'],
      missing: [],
    });
    expect(Date.parse(dto.savedAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(await supplierProfileRow(t, user._id)).toMatchObject({ cacNumber: 'RC 1456789', town: 'Mushin' });
    expect((await getProfile(agent).expect(200)).body.data).toEqual(dto);
  });

  it('when a draft is saved with parts still empty, then it is kept and the rest is listed as missing', async () => {
    const { agent } = await signedInSupplier(t);
    const dto = (
      await saveProfile(agent, { businessName: 'Bello Auto Parts Ltd', deliveryStates: ['Lagos'] }).expect(200)
    ).body.data as SupplierProfileDto;
    expect(dto).toMatchObject({ businessName: 'Bello Auto Parts Ltd', deliveryStates: ['Lagos'], address: null });
    expect(dto.missing).toEqual(missingSupplierItems(dto));
    expect(dto.missing.map((item) => item.field)).toEqual([
      'cacNumber',
      'address',
      'partCategories',
      'brands',
      'grades',
    ]);
  });

  it('when a part is wrong, then 400 names each field with its message and nothing is saved', async () => {
    const { agent, user } = await signedInSupplier(t);
    const res = await saveProfile(
      agent,
      completeProfile({
        cacNumber: '1456789',
        deliveryStates: ['Lagos', 'Atlantis'],
        brands: ['toyota', 'toyota'],
        address: { ...ladipoAddress, lat: null },
      }),
    ).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fieldErrorKeys).toEqual({
      cacNumber: v.cacNumberInvalid,
      'deliveryStates[1]': v.deliveryStateInvalid,
      brands: v.partBrandInvalid,
      'address.lat': v.addressLocationRequired,
    });
    expect(res.body.fieldErrors.cacNumber).toMatch(/RC 1234567/);
    expect(await supplierProfileRow(t, user._id)).toBeUndefined();
  });

  it('when a customer saves a first profile, then the account becomes a supplier in the same step', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    expect(await rolesOf(user._id)).toEqual(['customer']);
    await saveProfile(agent, { businessName: 'Okafor Spares' }).expect(200);
    expect(await rolesOf(user._id)).toEqual(['customer', 'supplier']);
    expect((await getProfile(agent).expect(200)).body.data.businessName).toBe('Okafor Spares');
  });

  it('when a customer sends an invalid first profile, then nothing changes: no role, no profile', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await saveProfile(agent, { cacNumber: 'CAC 12' }).expect(400);
    expect(await rolesOf(user._id)).toEqual(['customer']);
    expect(await supplierProfileRow(t, user._id)).toBeUndefined();
  });

  it('when an admin account saves a profile, then 403 and it does not become a supplier', async () => {
    const { agent, user } = await signInAdmin(t, ['operations']);
    const res = await saveProfile(agent, completeProfile()).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await rolesOf(user._id)).not.toContain('supplier');
    expect(await supplierProfileRow(t, user._id)).toBeUndefined();
  });

  it('when signed out, then 401', async () => {
    await request(t.app).post(apiPath(suppliersApi.saveSupplierProfile)).send(completeProfile()).expect(401);
  });

  it('when two suppliers save, then each writes only their own profile', async () => {
    const first = await supplierIn(t, 'draft');
    const second = await signedInSupplier(t);
    await saveProfile(second.agent, completeProfile({ businessName: 'Second Spares', cacNumber: 'BN 2345678' })).expect(
      200,
    );
    expect(await supplierProfileRow(t, first.user._id)).toMatchObject({
      businessName: 'Bello Auto Parts Ltd',
      cacNumber: 'RC 1456789',
    });
    expect((await getProfile(first.agent).expect(200)).body.data.businessName).toBe('Bello Auto Parts Ltd');
  });

  it('when the profile is submitted (an admin has it), then 409 naming the status and nothing changes', async () => {
    const { agent, user } = await supplierIn(t, 'submitted');
    const before = await supplierProfileRow(t, user._id);
    const res = await saveProfile(agent, completeProfile({ businessName: 'Changed Name Ltd' })).expect(409);
    expect(res.body).toMatchObject({ code: 'SUPPLIER_STATUS_CONFLICT', detail: 'submitted' });
    expect(await supplierProfileRow(t, user._id)).toEqual(before);
  });

  it('when the profile was rejected, then it may be edited again', async () => {
    const { agent } = await supplierIn(t, 'rejected');
    const dto = (await saveProfile(agent, completeProfile({ businessName: 'Bello Spares Nigeria Ltd' })).expect(200))
      .body.data as SupplierProfileDto;
    expect(dto).toMatchObject({
      status: 'rejected',
      businessName: 'Bello Spares Nigeria Ltd',
      changesUnderReview: false,
    });
  });

  describe('an approved supplier', () => {
    it('when they change what they sell or where they deliver, then it is saved without a review', async () => {
      const { agent } = await supplierIn(t, 'approved');
      const dto = (
        await saveProfile(
          agent,
          completeProfile({ deliveryStates: ['Lagos', 'Oyo'], grades: ['new-aftermarket'] }),
        ).expect(200)
      ).body.data as SupplierProfileDto;
      expect(dto).toMatchObject({
        status: 'approved',
        deliveryStates: ['Lagos', 'Oyo'],
        grades: ['new-aftermarket'],
        changesUnderReview: false,
      });
    });

    it('when they change their business name, CAC number or address, then it is saved and goes to an admin again; the first change’s time is kept', async () => {
      const { agent, user } = await supplierIn(t, 'approved');
      await saveProfile(agent, completeProfile({ businessName: 'Bello Motors Ltd' })).expect(200);
      const changed = await supplierProfileRow(t, user._id);
      expect(changed).toMatchObject({ status: 'approved', businessName: 'Bello Motors Ltd', changesUnderReview: true });
      const first = changed?.changesSubmittedAt;
      expect(first).toBeInstanceOf(Date);
      t.clock.advance(60_000);
      const dto = (
        await saveProfile(
          agent,
          completeProfile({
            businessName: 'Bello Motors Ltd',
            address: { ...ladipoAddress, line: '16 Ladipo Street' },
          }),
        ).expect(200)
      ).body.data as SupplierProfileDto;
      expect(dto).toMatchObject({ status: 'approved', changesUnderReview: true });
      expect((await supplierProfileRow(t, user._id))?.changesSubmittedAt).toEqual(first);
    });

    it('when they save the same business details again, then nothing goes to review', async () => {
      const { agent } = await supplierIn(t, 'approved');
      const dto = (await saveProfile(agent, completeProfile({ cacNumber: 'RC 1456789' })).expect(200)).body
        .data as SupplierProfileDto;
      expect(dto.changesUnderReview).toBe(false);
    });

    it('when they empty a part, then 422 SUPPLIER_PROFILE_INCOMPLETE names it and nothing changes', async () => {
      const { agent, user } = await supplierIn(t, 'approved');
      const before = await supplierProfileRow(t, user._id);
      const res = await saveProfile(agent, completeProfile({ partCategories: [], address: null })).expect(422);
      expect(res.body).toMatchObject({
        code: 'SUPPLIER_PROFILE_INCOMPLETE',
        fieldErrorKeys: { address: v.supplierAddressRequired, partCategories: v.partCategoriesRequired },
      });
      expect(await supplierProfileRow(t, user._id)).toEqual(before);
    });
  });
});

describe('PATCH /api/suppliers/submit-supplier-profile', () => {
  it('when the profile is complete, then it is submitted, its history starts and the supplier is told', async () => {
    const { agent, user } = await supplierIn(t, 'draft');
    const before = t.deps.now().getTime();
    const dto = (await submitProfile(agent).expect(200)).body.data as SupplierProfileDto;
    expect(dto).toMatchObject({ status: 'submitted', missing: [] });
    expect(Date.parse(dto.submittedAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(await supplierEvents(t, user._id)).toMatchObject([{ status: 'submitted', reason: null, adminId: null }]);
    const [notice] = await noticesOf(user._id);
    expect(notice).toMatchObject({ actionPath: '/dashboard/settings/supplier-profile' });
    expect(notice?.message).toMatch(/received your supplier profile/);
  });

  it('when the supplier reads Norwegian, then they are told in Norwegian', async () => {
    const { agent, user } = await supplierIn(t, 'draft');
    await t.database.db.update(users).set({ locale: 'nb' }).where(eq(users.id, user._id));
    await submitProfile(agent).expect(200);
    const [notice] = await noticesOf(user._id);
    expect(notice?.message).toMatch(/Vi har mottatt profilen din som deleleverandør/);
  });

  it('when parts are missing, then 422 lists each as its field and nothing changes', async () => {
    const { agent, user } = await signedInSupplier(t);
    await saveProfile(agent, completeProfile({ brands: [], grades: [] })).expect(200);
    const before = await supplierProfileRow(t, user._id);
    const res = await submitProfile(agent).expect(422);
    expect(res.body).toMatchObject({
      code: 'SUPPLIER_PROFILE_INCOMPLETE',
      fieldErrorKeys: { brands: v.partBrandsRequired, grades: v.partGradesRequired },
      fieldErrors: { brands: 'Choose at least one make you carry parts for.' },
    });
    expect(await supplierProfileRow(t, user._id)).toEqual(before);
    expect(await supplierEvents(t, user._id)).toEqual([]);
  });

  it('when nothing was saved yet, then 422 lists everything and no profile is left behind', async () => {
    const { agent, user } = await signedInSupplier(t);
    const res = await submitProfile(agent).expect(422);
    expect(Object.keys(res.body.fieldErrorKeys)).toHaveLength(7);
    expect(await supplierProfileRow(t, user._id)).toBeUndefined();
  });

  it('when signed out, then 401', async () => {
    await request(t.app).patch(apiPath(suppliersApi.submitSupplierProfile)).expect(401);
  });

  it('when the account is a customer only, then 403 NOT_A_SUPPLIER', async () => {
    const { agent } = await signUpAndSignIn(t);
    expect((await submitProfile(agent).expect(403)).body.code).toBe('NOT_A_SUPPLIER');
  });

  it.each(['submitted', 'approved'] as const)(
    'when the profile is %s already, then 409 naming the status and nothing changes',
    async (status) => {
      const { agent, user } = await supplierIn(t, status);
      const before = await supplierProfileRow(t, user._id);
      const res = await submitProfile(agent).expect(409);
      expect(res.body).toMatchObject({ code: 'SUPPLIER_STATUS_CONFLICT', detail: status });
      expect(await supplierProfileRow(t, user._id)).toEqual(before);
    },
  );

  it('when a rejected profile was edited, then it is submitted again and the old reason is gone', async () => {
    const { agent, user } = await supplierIn(t, 'rejected');
    await setSupplierStatus(t, user._id, 'rejected', { decisionMessage: 'The CAC number is not ours to verify.' });
    expect((await getProfile(agent).expect(200)).body.data.rejectionReason).toBe(
      'The CAC number is not ours to verify.',
    );
    await saveProfile(agent, completeProfile({ cacNumber: 'RC 1456780' })).expect(200);
    const dto = (await submitProfile(agent).expect(200)).body.data as SupplierProfileDto;
    expect(dto).toMatchObject({ status: 'submitted', rejectionReason: null, cacNumber: 'RC 1456780' });
    expect((await supplierProfileRow(t, user._id))?.decisionMessage).toBeNull();
  });

  it('when the same profile is submitted twice at once, then exactly one goes through', async () => {
    const { agent, user } = await supplierIn(t, 'draft');
    const statuses = (await Promise.all([submitProfile(agent), submitProfile(agent)])).map((res) => res.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await supplierEvents(t, user._id)).toHaveLength(1);
    const [row] = await t.database.db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, user._id));
    expect(row?.status).toBe('submitted');
  });
});
