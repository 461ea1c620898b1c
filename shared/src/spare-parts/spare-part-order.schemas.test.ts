import { describe, expect, it } from 'vitest';
import { v } from '../validation/messages.ts';
import {
  payForSparePartsSchema,
  sparePartPaymentParamsSchema,
  updateSupplyStatusSchema,
} from './spare-part-order.schemas.ts';
import {
  canSparePartRequestTransition,
  sparePartRequestStatuses,
  type SparePartRequestActor,
  type SparePartRequestTransitionName,
} from './spare-part-request.constants.ts';

const requestId = '5b0f1c9e-4c5e-4b5a-9d6e-2f1f9c1d7a11';
const cardId = '6c1f2d0f-5d6f-4c6b-8e7f-3a2b1c0d9e8f';

async function errorsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
}

const options = { abortEarly: false, stripUnknown: true };

describe('payForSparePartsSchema', () => {
  it('when the customer pays from the wallet at the revision they saw, then it is taken', async () => {
    expect(await payForSparePartsSchema.validate({ method: 'wallet', revision: 2 }, options)).toEqual({
      method: 'wallet',
      revision: 2,
    });
  });

  it('when a saved card is named, then only with the card; an empty one is none (the checkout)', async () => {
    expect(
      await payForSparePartsSchema.validate({ method: 'card', savedCardId: cardId, revision: 1 }, options),
    ).toEqual({ method: 'card', savedCardId: cardId, revision: 1 });
    expect(await payForSparePartsSchema.validate({ method: 'card', savedCardId: '', revision: 1 }, options)).toEqual({
      method: 'card',
      revision: 1,
    });
    expect(
      await errorsOf(payForSparePartsSchema.validate({ method: 'wallet', savedCardId: cardId, revision: 1 }, options)),
    ).toEqual({ savedCardId: v.sparePartSavedCardNotExpected });
  });

  it('when the method or the revision is missing or wrong, then each says so', async () => {
    expect(await errorsOf(payForSparePartsSchema.validate({}, options))).toEqual({
      method: v.sparePartPaymentMethodInvalid,
      revision: v.sparePartQuotationRevisionInvalid,
    });
    expect(await errorsOf(payForSparePartsSchema.validate({ method: 'new-card', revision: 0 }, options))).toEqual({
      method: v.sparePartPaymentMethodInvalid,
      revision: v.sparePartQuotationRevisionInvalid,
    });
    expect(await errorsOf(payForSparePartsSchema.validate({ method: 'wallet', revision: 1.5 }, options))).toEqual({
      revision: v.sparePartQuotationRevisionInvalid,
    });
  });

  it('when the path names no request or quotation, then each says so', async () => {
    expect(
      await errorsOf(sparePartPaymentParamsSchema.validate({ requestId: 'x', quotationId: 'y' }, options)),
    ).toEqual({
      requestId: v.sparePartRequestInvalid,
      quotationId: v.sparePartQuotationInvalid,
    });
  });
});

describe('updateSupplyStatusSchema', () => {
  it('when the supplier dispatches, then the note (rider, waybill) is required and kept', async () => {
    expect(
      await updateSupplyStatusSchema.validate(
        { requestId, status: 'dispatched', note: ' Rider Musa, 0803 123 4567 ' },
        options,
      ),
    ).toEqual({ requestId, status: 'dispatched', note: 'Rider Musa, 0803 123 4567' });
    expect(
      await errorsOf(updateSupplyStatusSchema.validate({ requestId, status: 'dispatched', note: ' ' }, options)),
    ).toEqual({ note: v.dispatchNoteRequired });
    expect(
      await errorsOf(
        updateSupplyStatusSchema.validate({ requestId, status: 'dispatched', note: 'x'.repeat(501) }, options),
      ),
    ).toEqual({ note: v.dispatchNoteTooLong });
  });

  it('when the supplier delivers, then a note is not kept; any other status is refused', async () => {
    expect(await updateSupplyStatusSchema.validate({ requestId, status: 'delivered', note: 'left' }, options)).toEqual({
      requestId,
      status: 'delivered',
    });
    expect(await errorsOf(updateSupplyStatusSchema.validate({ requestId, status: 'completed' }, options))).toEqual({
      status: v.sparePartSupplyStatusInvalid,
    });
  });
});

describe('the order steps of the spare-part request process', () => {
  const from = (name: SparePartRequestTransitionName, actor: SparePartRequestActor) =>
    sparePartRequestStatuses.filter((status) => canSparePartRequestTransition(name, status, actor));

  it('when the customer pays, then an open or quoted request; the supplier dispatches a paid one and delivers a dispatched one', () => {
    expect(from('pay', 'customer')).toEqual(['open', 'quoted']);
    expect(from('dispatch', 'supplier')).toEqual(['paid']);
    expect(from('deliver', 'supplier')).toEqual(['dispatched']);
    expect(from('dispatch', 'customer')).toEqual([]);
  });

  it('when a delivered order completes, then by the customer confirming or by the system after the wait, never by the supplier', () => {
    expect(from('confirm', 'customer')).toEqual(['delivered']);
    expect(from('auto-complete', 'system')).toEqual(['delivered']);
    expect(from('confirm', 'supplier')).toEqual([]);
    expect(from('auto-complete', 'customer')).toEqual([]);
  });

  it('when a paid order is canceled with its refund, then only before dispatch, by the customer or an admin', () => {
    expect(from('cancel-paid', 'customer')).toEqual(['paid']);
    expect(from('cancel-paid', 'admin')).toEqual(['paid']);
    expect(from('cancel-paid', 'supplier')).toEqual([]);
  });
});
