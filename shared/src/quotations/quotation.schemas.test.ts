import { describe, expect, expectTypeOf, it } from 'vitest';
import { QUOTATION_LIMITS as L, type PartGrade } from './quotation.constants.ts';
import {
  declineQuotationSchema,
  quotationIdParamsSchema,
  quotationSchema,
  type QuotationInput,
} from './quotation.schemas.ts';

const maintenanceId = '6f1d2a4e-8b7c-4d3e-9f10-1a2b3c4d5e6f';

const valid = {
  maintenanceId,
  labour: [
    { service: 'brake-repair', amount: 15_000_00 },
    { service: 'general-servicing', amount: 0 },
  ],
  parts: [{ name: 'Brake pads (front)', quantity: 2, unitPrice: 12_500_00, grade: 'new-aftermarket' }],
  callOutFee: 2_000_00,
  earliestArrival: '2026-03-05T14:30:00+01:00',
  validityHours: 24,
  note: 'Pads only; the discs are fine.',
};

const refusal = (body: unknown) => quotationSchema.validate(body, { abortEarly: false });

describe('create-or-update-quotation body', () => {
  it('when the quotation is well formed, then it passes as sent', async () => {
    await expect(quotationSchema.validate(valid)).resolves.toEqual(valid);
  });

  it('when only labour and the arrival are given, then there are no parts, no call-out fee, the default validity and no note', async () => {
    const body = await quotationSchema.validate({
      maintenanceId,
      labour: [{ service: 'diagnostics', amount: 5_000_00 }],
      earliestArrival: '2026-03-05T09:00:00Z',
    });
    expect(body).toMatchObject({ parts: [], callOutFee: 0, validityHours: L.validityHoursDefault, note: '' });
  });

  it('when amounts come as digit strings (a form field), then they are whole numbers; text around the note is trimmed', async () => {
    const body = await quotationSchema.validate({ ...valid, callOutFee: '150000', note: '  Fine.  ' });
    expect(body.callOutFee).toBe(150_000);
    expect(body.note).toBe('Fine.');
  });

  it('when the request id is not a uuid, then maintenanceId says so', async () => {
    await expect(quotationSchema.validate({ ...valid, maintenanceId: 'abc' })).rejects.toThrow(
      'validation:maintenanceInvalid',
    );
  });

  it('when there is no labour line, then labour is required', async () => {
    await expect(quotationSchema.validate({ ...valid, labour: [] })).rejects.toThrow('validation:labourRequired');
    const { labour: _labour, ...withoutLabour } = valid;
    await expect(quotationSchema.validate(withoutLabour)).rejects.toThrow('validation:labourRequired');
  });

  it('when a service is priced twice, then it is refused as a duplicate', async () => {
    const labour = [
      { service: 'brake-repair', amount: 100 },
      { service: ' brake-repair ', amount: 200 },
    ];
    await expect(quotationSchema.validate({ ...valid, labour })).rejects.toThrow('validation:labourDuplicate');
  });

  it.each(['Brake Repair', 'brake_repair', '-brakes', '', 'a'.repeat(81)])(
    'when a labour line names the service %j, then it is not a slug',
    async (service) => {
      await expect(quotationSchema.validate({ ...valid, labour: [{ service, amount: 100 }] })).rejects.toThrow(
        'validation:serviceInvalid',
      );
    },
  );

  it.each([
    ['negative', -1],
    ['a fraction of a kobo', 100.5],
    ['above ₦10,000,000', L.amountMaxKobo + 1],
    ['not a number', 'lots'],
  ])('when a labour amount is %s, then it is refused', async (_, amount) => {
    await expect(quotationSchema.validate({ ...valid, labour: [{ service: 'diagnostics', amount }] })).rejects.toThrow(
      'validation:labourAmountInvalid',
    );
  });

  it('when labour and the call-out fee are 0 or the largest amount, then they pass', async () => {
    const body = { ...valid, labour: [{ service: 'diagnostics', amount: L.amountMaxKobo }], callOutFee: 0 };
    await expect(quotationSchema.validate(body)).resolves.toMatchObject({ callOutFee: 0 });
    await expect(quotationSchema.validate({ ...valid, callOutFee: L.amountMaxKobo })).resolves.toBeDefined();
  });

  it.each([-1, 0.5, L.amountMaxKobo + 1])('when the call-out fee is %s, then it is refused', async (callOutFee) => {
    await expect(quotationSchema.validate({ ...valid, callOutFee })).rejects.toThrow('validation:callOutFeeInvalid');
  });

  it('when a part is wrong in every field, then each field says what is wrong', async () => {
    const part = { name: ' ', quantity: 0, unitPrice: 0, grade: 'used' };
    const error: unknown = await refusal({ ...valid, parts: [part] }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      errors: expect.arrayContaining([
        'validation:partNameRequired',
        'validation:partQuantityInvalid',
        'validation:partUnitPriceInvalid',
        'validation:partGradeInvalid',
      ]) as unknown,
    });
  });

  it('when a part is at its limits, then it passes; one beyond them is refused', async () => {
    const largest = { name: 'x'.repeat(L.partNameMax), quantity: L.quantityMax, unitPrice: L.amountMaxKobo };
    const parts = [{ ...largest, grade: 'tokunbo' }];
    await expect(quotationSchema.validate({ ...valid, parts })).resolves.toBeDefined();
    const beyond = [
      [{ ...parts[0], name: 'x'.repeat(L.partNameMax + 1) }, 'validation:partNameTooLong'],
      [{ ...parts[0], quantity: L.quantityMax + 1 }, 'validation:partQuantityInvalid'],
      [{ ...parts[0], quantity: 1.5 }, 'validation:partQuantityInvalid'],
      [{ ...parts[0], unitPrice: L.amountMaxKobo + 1 }, 'validation:partUnitPriceInvalid'],
    ] as const;
    for (const [part, message] of beyond) {
      await expect(quotationSchema.validate({ ...valid, parts: [part] })).rejects.toThrow(message);
    }
  });

  it('when there are more parts than allowed, then the list is refused', async () => {
    const part = valid.parts[0];
    await expect(
      quotationSchema.validate({ ...valid, parts: Array.from({ length: L.partsMax }, () => part) }),
    ).resolves.toBeDefined();
    await expect(
      quotationSchema.validate({ ...valid, parts: Array.from({ length: L.partsMax + 1 }, () => part) }),
    ).rejects.toThrow('validation:partsTooMany');
  });

  it.each(['2026-03-05T14:30:00Z', '2026-03-05T14:30Z', '2026-03-05T14:30:00.123+01:00', '2026-03-05T23:59:59-05:30'])(
    'when the earliest arrival is %s, then it is a date and time',
    async (earliestArrival) => {
      await expect(quotationSchema.validate({ ...valid, earliestArrival })).resolves.toBeDefined();
    },
  );

  it.each([
    ['a date without a time', '2026-03-05'],
    ['a time without an offset', '2026-03-05T14:30:00'],
    ['a day that does not exist', '2026-02-30T10:00:00Z'],
    ['hour 24', '2026-03-05T24:00:00Z'],
    ['words', 'tomorrow morning'],
    ['nothing', undefined],
  ])('when the earliest arrival is %s, then it is refused', async (_, earliestArrival) => {
    await expect(quotationSchema.validate({ ...valid, earliestArrival })).rejects.toThrow(
      'validation:earliestArrivalInvalid',
    );
  });

  it.each([L.validityHoursMin - 1, L.validityHoursMax + 1, 2.5])(
    'when the validity is %s hours, then it is refused',
    async (validityHours) => {
      await expect(quotationSchema.validate({ ...valid, validityHours })).rejects.toThrow(
        'validation:validityHoursInvalid',
      );
    },
  );

  it('when the note is too long, then it is refused', async () => {
    await expect(quotationSchema.validate({ ...valid, note: 'x'.repeat(L.noteMax) })).resolves.toBeDefined();
    await expect(quotationSchema.validate({ ...valid, note: 'x'.repeat(L.noteMax + 1) })).rejects.toThrow(
      'validation:quotationNoteTooLong',
    );
  });

  it('types the grade as a part grade', () => {
    expectTypeOf<QuotationInput['parts'][number]['grade']>().toEqualTypeOf<PartGrade>();
  });
});

describe('quotation id and decline', () => {
  it('when the id is not a uuid, then it is refused with the quotation message', async () => {
    await expect(quotationIdParamsSchema.validate({ id: 'nope' })).rejects.toThrow('validation:quotationInvalid');
    await expect(quotationIdParamsSchema.validate({ id: maintenanceId })).resolves.toEqual({ id: maintenanceId });
  });

  it('when the customer gives no reason or only spaces, then the reason is null; a long one is refused', async () => {
    await expect(declineQuotationSchema.validate({})).resolves.toEqual({ reason: null });
    await expect(declineQuotationSchema.validate({ reason: '   ' })).resolves.toEqual({ reason: null });
    await expect(declineQuotationSchema.validate({ reason: ' Too dear. ' })).resolves.toEqual({
      reason: 'Too dear.',
    });
    await expect(declineQuotationSchema.validate({ reason: 'x'.repeat(L.declineReasonMax + 1) })).rejects.toThrow(
      'validation:reasonTooLong',
    );
  });
});
