import { describe, expect, it } from 'vitest';
import { v } from '../validation/messages.ts';
import {
  canSparePartRequestTransition,
  sparePartRequestEditRules,
  sparePartRequestStatuses,
  sparePartRequestTransitionNames,
  sparePartRequestTransitions,
} from './spare-part-request.constants.ts';
import {
  addSparePartItemSchema,
  saveSparePartRequestSchema,
  updateSparePartItemSchema,
} from './spare-part-request.schemas.ts';

const today = '2026-11-29';
const context = { today };
const uuid = '5b0f1c9e-4c5e-4b5a-9d6e-2f1f9c1d7a11';

async function errorsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
}

describe('the spare-part request process', () => {
  it('when a status is entered by a step, then it is one of the statuses, and every status but draft is entered by some step', () => {
    const entered = new Set<string>(
      sparePartRequestTransitionNames.map((name) => sparePartRequestTransitions[name].to),
    );
    for (const status of entered) expect(sparePartRequestStatuses).toContain(status);
    expect(sparePartRequestStatuses.filter((status) => !entered.has(status))).toEqual(['draft']);
  });

  it('when the customer submits, then only a draft opens', () => {
    for (const status of sparePartRequestStatuses) {
      expect(canSparePartRequestTransition('submit', status, 'customer')).toBe(status === 'draft');
    }
    expect(canSparePartRequestTransition('submit', 'draft', 'supplier')).toBe(false);
  });

  it('when the customer cancels for free, then only an open or quoted request; a paid one takes the refunding step', () => {
    const cancelable = sparePartRequestStatuses.filter((s) => canSparePartRequestTransition('cancel', s, 'customer'));
    expect(cancelable).toEqual(['open', 'quoted']);
    expect(canSparePartRequestTransition('cancel', 'paid', 'customer')).toBe(false);
    expect(canSparePartRequestTransition('cancel-paid', 'paid', 'customer')).toBe(true);
  });

  it('when the sweep expires requests, then open and quoted ones only, and only the system does', () => {
    const expirable = sparePartRequestStatuses.filter((s) => canSparePartRequestTransition('expire', s, 'system'));
    expect(expirable).toEqual(['open', 'quoted']);
    expect(canSparePartRequestTransition('expire', 'open', 'customer')).toBe(false);
  });

  it('when a request was submitted, then the customer may neither edit nor delete it', () => {
    const editable = sparePartRequestStatuses.filter((s) => sparePartRequestEditRules[s].edit);
    const deletable = sparePartRequestStatuses.filter((s) => sparePartRequestEditRules[s].delete);
    expect(editable).toEqual(['draft']);
    expect(deletable).toEqual(['draft']);
  });
});

describe('saveSparePartRequestSchema', () => {
  it('when the needed-by day is today, then it is refused; tomorrow is taken', async () => {
    expect(
      await errorsOf(saveSparePartRequestSchema.validate({ neededBy: today }, { context, abortEarly: false })),
    ).toEqual({
      neededBy: v.neededByNotAfterToday,
    });
    const ok = await saveSparePartRequestSchema.validate({ neededBy: '2026-11-30' }, { context });
    expect(ok.neededBy).toBe('2026-11-30');
  });

  it('when both a fleet vehicle and a description are given, then the description says choose one', async () => {
    const errors = await errorsOf(
      saveSparePartRequestSchema.validate(
        { vehicleId: uuid, vehicleDescription: 'Toyota Corolla 2012' },
        { context, abortEarly: false },
      ),
    );
    expect(errors).toEqual({ vehicleDescription: v.vehicleOrDescription });
  });

  it('when a field is null, then it is kept as null (cleared), and one left out stays undefined (kept)', async () => {
    const parsed = await saveSparePartRequestSchema.validate({ id: uuid, address: null, neededBy: '' }, { context });
    expect(parsed.address).toBeNull();
    expect(parsed.neededBy).toBeNull();
    expect(parsed.vehicleId).toBeUndefined();
  });
});

describe('addSparePartItemSchema', () => {
  const item = { requestId: uuid, name: 'Front brake pads', category: 'brakes', quantity: 2, grades: ['new-oem'] };

  it('when a part is complete, then it parses with empty optional fields as null', async () => {
    expect(await addSparePartItemSchema.validate({ ...item, partNumber: ' ', notes: '' })).toMatchObject({
      partNumber: null,
      notes: null,
      quantity: 2,
    });
  });

  it('when the quantity is 0 or 100, no grade is chosen and the category is unknown, then each field says so', async () => {
    for (const quantity of [0, 100, 1.5]) {
      const errors = await errorsOf(addSparePartItemSchema.validate({ ...item, quantity }, { abortEarly: false }));
      expect(errors).toEqual({ quantity: v.sparePartQuantityInvalid });
    }
    const errors = await errorsOf(
      addSparePartItemSchema.validate({ ...item, grades: [], category: 'rockets' }, { abortEarly: false }),
    );
    expect(errors).toEqual({ grades: v.itemGradesRequired, category: v.partCategoryInvalid });
  });

  it('when a grade is named twice, then it is refused', async () => {
    const errors = await errorsOf(
      addSparePartItemSchema.validate({ ...item, grades: ['tokunbo', 'tokunbo'] }, { abortEarly: false }),
    );
    expect(errors).toEqual({ grades: v.partGradeInvalid });
  });
});

describe('updateSparePartItemSchema', () => {
  it('when nothing is given, then "change at least one field"', async () => {
    await expect(updateSparePartItemSchema.validate({})).rejects.toThrow(v.nothingToUpdate);
  });
});
