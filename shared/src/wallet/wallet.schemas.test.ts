import { describe, expect, it } from 'vitest';
import { payoutTransferFeeKobo } from './wallet.constants.ts';
import { generatePaymentReferenceSchema, redeemCouponSchema, transferToBankSchema } from './wallet.schemas.ts';

const validTransfer = {
  bankAccountId: '6f1d2a4e-8b7c-4d3e-9f10-1a2b3c4d5e6f',
  amount: 1_000_00,
  reference: '0b6e3c1e-5d0a-4b8e-9c61-2f3a4b5c6d7e',
  otp: '123456',
};

describe("Paystack's NGN transfer fee tiers", () => {
  it('is ₦10 up to ₦5,000, ₦25 up to ₦50,000 and ₦50 above', () => {
    expect(payoutTransferFeeKobo(100_00)).toBe(10_00);
    expect(payoutTransferFeeKobo(5_000_00)).toBe(10_00);
    expect(payoutTransferFeeKobo(5_000_01)).toBe(25_00);
    expect(payoutTransferFeeKobo(50_000_00)).toBe(25_00);
    expect(payoutTransferFeeKobo(50_000_01)).toBe(50_00);
  });
});

describe('wallet request schemas', () => {
  it('when a withdrawal is well formed, then it passes as sent', async () => {
    await expect(transferToBankSchema.validate(validTransfer)).resolves.toEqual(validTransfer);
  });

  it.each([
    ['upper case', '0B6E3C1E-5D0A-4B8E-9C61-2F3A4B5C6D7E'],
    ['too short', 'abc-123'],
    ['a dot', 'withdrawal.2026.11.22.0001'],
    ['too long', 'a'.repeat(51)],
  ])(
    'when the withdrawal reference is %s, then it is refused (it is the gateway transfer reference)',
    async (_, reference) => {
      await expect(transferToBankSchema.validate({ ...validTransfer, reference })).rejects.toThrow(
        'validation:referenceInvalid',
      );
    },
  );

  it('when an amount is not whole kobo or out of range, then it is refused with the right message', async () => {
    await expect(transferToBankSchema.validate({ ...validTransfer, amount: 1000.5 })).rejects.toThrow(
      'validation:amountInvalid',
    );
    await expect(transferToBankSchema.validate({ ...validTransfer, amount: 99_99 })).rejects.toThrow(
      'validation:amountTooSmall',
    );
    await expect(
      generatePaymentReferenceSchema.validate({ purpose: 'wallet-top-up', amount: 5_000_000_01 }),
    ).rejects.toThrow('validation:amountTooLarge');
  });

  it('when the return path leaves the site, then it is refused', async () => {
    await expect(
      generatePaymentReferenceSchema.validate({
        purpose: 'wallet-top-up',
        amount: 5_000_00,
        callbackPath: '//evil.example',
      }),
    ).rejects.toThrow('validation:callbackPathInvalid');
    await expect(
      generatePaymentReferenceSchema.validate({
        purpose: 'wallet-top-up',
        amount: 5_000_00,
        callbackPath: '/dashboard/wallet',
      }),
    ).resolves.toMatchObject({ callbackPath: '/dashboard/wallet' });
  });

  it('when a coupon code is typed in lower case with spaces around, then it is read in upper case', async () => {
    await expect(redeemCouponSchema.validate({ code: ' fleetcare500 ' })).resolves.toEqual({ code: 'FLEETCARE500' });
  });
});
