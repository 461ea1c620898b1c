import { describe, expect, it } from 'vitest';
import { v } from '../validation/messages.ts';
import {
  sparePartQuotationIdParamsSchema,
  submitSparePartQuotationSchema,
  supplierQuotationsQuerySchema,
} from './spare-part-quotation.schemas.ts';
import { deleteSparePartItemFileSchema, uploadSparePartItemFileSchema } from './spare-part-request.schemas.ts';

const requestId = '5b0f1c9e-4c5e-4b5a-9d6e-2f1f9c1d7a11';
const itemA = '6c1f2d0f-5d6f-4c6b-8e7f-3a2b1c0d9e8f';
const itemB = '7d2a3e1a-6e7a-4d7c-9f8a-4b3c2d1e0f9a';

const parse = (body: object) =>
  submitSparePartQuotationSchema.validate(body, { abortEarly: false, stripUnknown: true });

async function errorsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
}

const available = (itemId: string, extra: object = {}) => ({
  itemId,
  available: true,
  grade: 'new-oem',
  brand: 'Bosch',
  unitPrice: 1_250_000,
  warrantyDays: 180,
  ...extra,
});

describe('submitSparePartQuotationSchema', () => {
  it('when a supplier quotes one part and has not the other, then the unavailable line keeps nothing but its answer, and the validity is 72 hours', async () => {
    const body = await parse({
      requestId,
      items: [available(itemA), { itemId: itemB, available: false }],
      deliveryFee: '150000',
      deliveryDays: 2,
      total: 1,
    });
    expect(body).toEqual({
      requestId,
      items: [
        { itemId: itemA, available: true, grade: 'new-oem', brand: 'Bosch', unitPrice: 1_250_000, warrantyDays: 180 },
        { itemId: itemB, available: false, grade: null, brand: null, unitPrice: null, warrantyDays: null },
      ],
      deliveryFee: 150_000,
      deliveryDays: 2,
      validityHours: 72,
    });
  });

  it('when an available part lacks its grade or price, or its values are out of range, then each field says so', async () => {
    const errors = await errorsOf(
      parse({
        requestId,
        items: [
          { itemId: itemA, available: true },
          available(itemB, { grade: 'used', unitPrice: 0, warrantyDays: 731, brand: 'x'.repeat(61) }),
        ],
        deliveryFee: -1,
        deliveryDays: 61,
        validityHours: 169,
      }),
    );
    expect(errors).toEqual({
      'items[0].grade': v.partGradeInvalid,
      'items[0].unitPrice': v.partUnitPriceInvalid,
      'items[1].grade': v.partGradeInvalid,
      'items[1].unitPrice': v.partUnitPriceInvalid,
      'items[1].warrantyDays': v.warrantyDaysInvalid,
      'items[1].brand': v.sparePartBrandTooLong,
      deliveryFee: v.deliveryFeeInvalid,
      deliveryDays: v.deliveryDaysInvalid,
      validityHours: v.validityHoursInvalid,
    });
  });

  it('when no part is available, a part is answered twice, or nothing is answered, then items says so', async () => {
    const none = await errorsOf(
      parse({ requestId, items: [{ itemId: itemA, available: false }], deliveryFee: 0, deliveryDays: 1 }),
    );
    expect(none).toEqual({ items: v.sparePartQuotationNothingAvailable });
    const twice = await errorsOf(
      parse({ requestId, items: [available(itemA), available(itemA)], deliveryFee: 0, deliveryDays: 1 }),
    );
    expect(twice).toEqual({ items: v.sparePartQuotationItemDuplicate });
    const empty = await errorsOf(parse({ requestId, items: [], deliveryFee: 0, deliveryDays: 1 }));
    expect(empty).toEqual({ items: v.sparePartQuotationItemsRequired });
  });

  it('when the request, the availability, the fee or the days are missing or not what they claim, then each says so', async () => {
    const errors = await errorsOf(parse({ requestId: 'nope', items: [{ itemId: 'x', available: 'maybe' }] }));
    expect(errors).toEqual({
      requestId: v.sparePartRequestInvalid,
      'items[0].itemId': v.sparePartItemInvalid,
      'items[0].available': v.sparePartAvailableInvalid,
      deliveryFee: v.deliveryFeeInvalid,
      deliveryDays: v.deliveryDaysInvalid,
    });
  });
});

describe('the other spare-part quotation and item-file schemas', () => {
  it('when ids are not ids, then each names its own message; a page past 50 is refused', async () => {
    expect(await errorsOf(sparePartQuotationIdParamsSchema.validate({ id: 'x' }, { abortEarly: false }))).toEqual({
      id: v.sparePartQuotationInvalid,
    });
    expect(
      await errorsOf(
        deleteSparePartItemFileSchema.validate({ requestId, itemId: itemA, fileId: '1' }, { abortEarly: false }),
      ),
    ).toEqual({ fileId: v.sparePartItemFileInvalid });
    expect(
      await errorsOf(uploadSparePartItemFileSchema.validate({ requestId, itemId: 'x' }, { abortEarly: false })),
    ).toEqual({ itemId: v.sparePartItemInvalid });
    expect(await supplierQuotationsQuerySchema.validate({})).toEqual({ page: 1, limit: 20 });
    expect(await errorsOf(supplierQuotationsQuerySchema.validate({ limit: 51 }, { abortEarly: false }))).toEqual({
      limit: v.limitInvalid,
    });
  });
});
